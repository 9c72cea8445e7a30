"""`annotate`: turn a tensor-level linalg function into a spec and an
implementation carrying prophecies (design-notes section 4, the contract).

For each function `@f` computing on tensors with linalg:
1. named linalg ops are generalized as mlir-opt-19 does
   (`generalize_named`);
2. `tv.spec @f_spec` gets the text of that generalized function with
   `tv.name` attached to tensor arguments and linalg ops, and one
   `tv.spec_tensor` per named tensor (`stages` = number of reduction dims);
3. in `@f`, each value a `linalg.generic` yields is wrapped in
   `tv.prophesy` whose indices are the output map applied to `linalg.index`
   values, and whose stage is the reduction dims' `linalg.index` values in
   increasing order.

Why `linalg.index` and not attributes: indices expressed as SSA values are
rewritten along with everything else by every later lowering (loop ivs,
tiling, GPU ids), which is what keeps the prophecies right (thesis 5.6).

Only the top level of a function body is annotated: a linalg op nested in
a loop or region defines no single spec tensor, so it is `unsupported`.
Annotating is idempotent: a function whose `tv.spec` already exists is
left alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from io import StringIO

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    TensorType,
)
from xdsl.dialects.func import FuncOp
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import GenericOp, IndexOp, YieldOp
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.dialects import arith, tensor
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr
from xdsl.passes import ModulePass
from xdsl.printer import Printer
from xdsl.traits import SymbolTable

from tvmlir.ir.diagnostics import OpError, OpUnsupported
from tvmlir.ir.locations import inherit, is_unknown
from tvmlir.ir.slices import backward_slice
from tvmlir.passes.dead_results import drop_dead_results_in
from tvmlir.passes.generalize_named import generalize_in
from tvmlir.passes.copy_generic import COPY_OPS, copies_as_generics
from tvmlir.passes.concat_as_inserts import concats_as_inserts
from tvmlir.passes.pad_as_insert import pads_as_inserts
from tvmlir.passes.spec_names import SpecNamer
from tvmlir.semantics.linalg import OutputMapError, output_positions
from tvmlir.tv_dialect import ProphesyOp, SpecOp, SpecTensorDecl
from tvmlir.tv_dialect.spec import own_spec_name

NAME_ATTR = "tv.name"


def _linalg_ops(func: FuncOp) -> list[Operation]:
    """The structured linalg ops of `func` (not their yields / indices)."""
    return [
        op
        for op in func.walk()
        if op.dialect_name() == "linalg" and not isinstance(op, YieldOp | IndexOp)
    ]


def _check_annotatable(func: FuncOp, ops: list[Operation]) -> None:
    for op in ops:
        if op.parent_op() is not func:
            raise OpUnsupported(
                op,
                "--annotate handles linalg ops at the top level of "
                "a function only (this one is nested in "
                f"'{op.parent_op().name}')",  # type: ignore[union-attr]
            )
        for value in op.operands:
            if isinstance(value.type, MemRefType):
                raise OpUnsupported(
                    op,
                    "linalg on buffers; --annotate expects a "
                    "tensor-level program (annotate before bufferizing)",
                )


def _reduction_dims(generic: GenericOp) -> list[int]:
    return [
        d
        for d, it in enumerate(generic.iterator_types)
        if it.data == IteratorType.REDUCTION
    ]


def _check_output_maps(generic: GenericOp) -> None:
    """The contract needs each output map to index exactly the parallel
    dims, each once, plus possibly the constant 0 over a unit dimension (a
    keepdim reduction, `semantics.linalg.output_positions`): then `O(d)`
    names one output element per parallel iteration and the reduction dims
    are the stage."""
    reductions = set(_reduction_dims(generic))
    parallel = set(range(len(generic.iterator_types))) - reductions
    maps = generic.indexing_maps.data[len(generic.inputs) :]
    for out_map, out in zip((m.data for m in maps), generic.outputs, strict=True):
        shape = out.type.get_shape()  # type: ignore[attr-defined]
        try:
            used = set(output_positions(out_map, [n if n >= 0 else None for n in shape]))
        except OutputMapError as e:
            raise OpUnsupported(generic, f"{e}") from None
        if used != parallel:
            raise OpUnsupported(
                generic,
                f"output indexing map {out_map} does not index "
                "exactly the parallel dimensions",
            )


def _name_tensors(
    func: FuncOp, generics: list[GenericOp], origins: dict[GenericOp, str]
) -> dict[SSAValue, str]:
    namer = SpecNamer()
    names: dict[SSAValue, str] = {}
    for i, arg in enumerate(func.args):
        if isinstance(arg.type, TensorType):
            names[arg] = namer.fresh(arg.name_hint, f"arg{i}")
    for generic in generics:
        default = namer.op_default(origins.get(generic, generic.name))
        many = len(generic.results) > 1
        for k, result in enumerate(generic.results):
            names[result] = namer.fresh(
                result.name_hint, f"{default}_{k}" if many else default
            )
    return names


def _spec_source(func: FuncOp, names: dict[SSAValue, str]) -> str:
    """The text of `func` with `tv.name` on tensor arguments and linalg ops."""
    mapping: dict[SSAValue, SSAValue] = {}
    spec = func.clone(value_mapper=mapping)
    old_attrs = func.arg_attrs.data if func.arg_attrs else None
    arg_attrs: list[DictionaryAttr] = []
    for i, arg in enumerate(func.args):
        entries: dict[str, Attribute] = dict(old_attrs[i].data) if old_attrs else {}
        if arg in names:
            entries[NAME_ATTR] = StringAttr(names[arg])
        arg_attrs.append(DictionaryAttr(entries))
    spec.arg_attrs = ArrayAttr(arg_attrs)
    for old, new in zip(func.walk(), spec.walk(), strict=True):
        if isinstance(old, GenericOp) and old.results:
            tensor_names = [StringAttr(names[r]) for r in old.results]
            new.attributes[NAME_ATTR] = (
                tensor_names[0] if len(tensor_names) == 1 else ArrayAttr(tensor_names)
            )
    stream = StringIO()
    Printer(stream=stream).print_op(spec)
    return stream.getvalue()


def _spec_tensors(
    func: FuncOp, generics: list[GenericOp], names: dict[SSAValue, str]
) -> list[SpecTensorDecl]:
    tensors = [
        SpecTensorDecl(names[arg], arg.type)  # type: ignore[arg-type]
        for arg in func.args
        if arg in names
    ]
    for generic in generics:
        stages = len(_reduction_dims(generic))
        for result in generic.results:
            tensors.append(SpecTensorDecl(names[result], result.type, stages))  # type: ignore[arg-type]
    return tensors


def _index_of(e, index: dict[int, IndexOp], block, before: Operation) -> SSAValue:
    """The prophecy index for output map result `e`: a loop's `linalg.index`,
    or (keepdim) the constant itself as an index constant in the body."""
    if isinstance(e, AffineDimExpr):
        return index[e.position].result
    assert isinstance(e, AffineConstantExpr)
    c = arith.ConstantOp(IntegerAttr(e.value, IndexType()))
    c.location = before.location
    block.insert_op_before(c, before)
    return c.result


def _bare_reduction(generic: GenericOp, func: FuncOp, k: int) -> bool:
    """Whether result `k` of `generic` is a reduction whose chain stays
    bare: the yielded value is `out_k (+) e` with `out_k` used only by the
    combiner, and the function arguments that `e` reads (each one `ins`
    operand once) fix every loop dim through their maps.  Then `--verify`
    infers the claim from the loads of those arguments
    (`verify/inferred.py`), and the linalg vectorizer, which needs the
    chain from `out_k` to the yield to be one combiner, vectorizes the
    annotated reduction as it does the plain one (issue 9)."""
    if not _reduction_dims(generic) or len(generic.results) > 1:
        # The results of a multi-result reduction fold together (each
        # reads the others' accumulators): `--verify` infers no claim for
        # them (`verify.reordered.combiner_of`), so each gets its prophecy.
        return False
    block = generic.body.block
    yielded = block.last_op.operands[k]  # type: ignore[union-attr]
    out = block.args[len(generic.inputs) + k]
    if not isinstance(yielded, OpResult) or len(yielded.op.operands) != 2 or yielded.op.regions:
        return False
    comb = yielded.op
    if comb.parent_block() is not block or out not in comb.operands or len(list(out.uses)) != 1:
        return False
    e = comb.operands[1] if comb.operands[0] is out else comb.operands[0]
    used = {v for o in backward_slice(e, lambda o: o.parent_block() is block) for v in o.operands}
    used.add(e)
    args = func.body.block.args
    covered: set[int] = set()
    for j, operand in enumerate(generic.inputs):
        if block.args[j] not in used:
            continue
        if operand not in args or list(generic.inputs).count(operand) != 1:
            continue
        covered |= {x.position for x in generic.indexing_maps.data[j].data.results if isinstance(x, AffineDimExpr)}
    return covered == set(range(len(generic.iterator_types)))


def add_prophecies(generic: GenericOp, spec: str, result_names: list[str], func: FuncOp | None = None) -> None:
    """Wrap each yielded value in `tv.prophesy` (see module doc).  The
    prophecies are located at the yield (the value they claim), or at the
    generic when the yield has no location of its own (a named op's
    synthesized body); the `linalg.index` ops at the generic."""
    block = generic.body.block
    yield_op = block.last_op
    assert isinstance(yield_op, YieldOp)
    at_yield = generic.location if is_unknown(yield_op.location) else yield_op.location
    bare = [func is not None and _bare_reduction(generic, func, k) for k in range(len(yield_op.operands))]
    if all(bare):
        return
    reductions = _reduction_dims(generic)
    out_maps = [m.data for m in generic.indexing_maps.data[len(generic.inputs) :]]
    dims = sorted(
        {e.position for m in out_maps for e in m.results if isinstance(e, AffineDimExpr)}
        | set(reductions)
    )
    index = {d: IndexOp(d) for d in dims}
    inherit(index.values(), generic.location)
    block.insert_ops_before([index[d] for d in dims], yield_op)
    stage = [index[d].result for d in reductions]
    prophecies: list[SSAValue] = []
    for k, (value, out_map, name) in enumerate(zip(yield_op.operands, out_maps, result_names, strict=True)):
        if bare[k]:
            prophecies.append(value)
            continue
        indices = [_index_of(e, index, block, yield_op) for e in out_map.results]
        prophecy = ProphesyOp(value, SymbolRefAttr(spec, [name]), indices, stage)
        prophecy.location = at_yield
        block.insert_op_before(prophecy, yield_op)
        prophecies.append(prophecy.result)
    yield_op.operands = prophecies


def annotate_function(module: ModuleOp, func: FuncOp, bare_reductions: bool = True) -> None:
    ops = _linalg_ops(func)
    if func.is_declaration or not (
        ops or any(isinstance(op, (*COPY_OPS, tensor.PadOp, tensor.InsertSliceOp)) for op in func.body.block.ops)
    ):
        return
    spec_name = own_spec_name(func.sym_name.data)
    existing = SymbolTable.lookup_symbol(module, spec_name)
    if isinstance(existing, SpecOp):
        return  # annotated already
    if existing is not None:
        raise OpError(func, f"cannot annotate: symbol @{spec_name} is already defined")
    prophecy = next((op for op in func.walk() if isinstance(op, ProphesyOp)), None)
    if prophecy is not None:
        raise OpError(
            prophecy,
            f"already carries prophecies but there is no tv.spec @{spec_name}; "
            "run --strip-tv before annotating again",
        )
    _check_annotatable(func, ops)
    pads_as_inserts(list(func.body.block.ops))
    concats_as_inserts(list(func.body.block.ops))
    copies_as_generics(list(func.body.block.ops))
    origins = generalize_in(func)
    drop_dead_results_in(list(func.body.block.ops))
    generics = [op for op in func.body.block.ops if isinstance(op, GenericOp)]
    for generic in generics:
        _check_output_maps(generic)
    names = _name_tensors(func, generics, origins)
    spec = SpecOp(
        spec_name, _spec_source(func, names), _spec_tensors(func, generics, names)
    )
    inherit([spec], func.location)
    module.body.block.insert_op_before(spec, func)
    for generic in generics:
        add_prophecies(generic, spec_name, [names[r] for r in generic.results], func if bare_reductions else None)


@dataclass(frozen=True)
class AnnotatePass(ModulePass):
    """Spec + prophecies for every top-level function using linalg."""

    name = "annotate"

    bare_reductions: bool = True
    """Leave a reduction's combiner chain without prophecy where `--verify`
    can infer the claim (`_bare_reduction`), so the annotated reduction
    compiles as the plain one; false: a prophecy on every yielded value."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in [f for f in op.ops if isinstance(f, FuncOp)]:
            annotate_function(op, func, self.bare_reductions)
