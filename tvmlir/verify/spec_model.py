"""The spec function, read back from `tv.spec`'s source text, as a SARE.

Design-notes section 4 (the annotation contract) fixes what a spec tensor
means.  This module only *collects* that meaning from the IR: for every
named tensor, how it is defined (a function argument, a `linalg` op, a
fill...), its sizes as quasi-affine functions of the size parameters, and
for a `linalg` op its iteration space, maps, init and body.  `spec_z3`
turns these definitions into z3 equations.

Size parameters are named after the *argument position*: `n2_0` is
dimension 0 of argument 2.  The implementation's arguments correspond by
position (bufferization keeps argument order), so its memrefs get the same
parameters and one proof covers every size.

Shapes the spec relates (the `k` dimension of both matmul operands) must
agree for the spec to mean anything; those equalities become *assumptions*
about the inputs, listed in the report.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import islpy as isl
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    ModuleOp,
    StringAttr,
    TensorType,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Block, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.utils.exceptions import ParseError
from tvmlir.ir.attrs import op_attr

from tvmlir.affine import space
from tvmlir.affine.recover import IndexEnv, NotAffine
from tvmlir.affine.space import const, param
from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.semantics.linalg import OutputMapError, output_positions
from tvmlir.tv_dialect import SpecOp
from tvmlir.tv_dialect.spec import reordered_name, valid_order

DYNAMIC = DYNAMIC_INDEX


class SpecError(Exception):
    """The spec text is not a function the contract describes (bad input)."""


class SpecUnsupported(Exception):
    """A spec op the verifier cannot turn into equations."""

    def __init__(self, op: Operation, reason: str):
        super().__init__(reason)
        self.op = op
        self.reason = reason


@dataclass(eq=False)
class SpecTensor:
    """One tensor of the spec and how it is defined.

    kind: "input" (a function argument), "generic" (a linalg op, possibly
    with reduction stages), "fill" (every element `scalar`), "const" (a
    non-splat tensor constant, a model's weights: the lowered code reads
    it from a constant global of the same value, see `verify.globals`),
    "undef" (`tensor.empty`: no defined element), "insert" (a static
    `tensor.insert_slice` of `inputs[0]` into `init`, placed by `slice`).
    """

    name: str
    type: TensorType
    sizes: list[isl.PwAff]
    kind: str
    op: Operation | None = None
    scalar: SSAValue | None = None
    # linalg:
    inputs: list[tuple[SpecTensor | SSAValue, AffineMap]] = field(default_factory=list)
    init: SpecTensor | None = None
    out_map: AffineMap | None = None
    loop_sizes: list[isl.PwAff] = field(default_factory=list)
    par_dims: list[int] = field(default_factory=list)
    red_dims: list[int] = field(default_factory=list)
    body: Block | None = None
    position: int = 0
    """Which result of its linalg op this tensor is."""
    siblings: list[SpecTensor] = field(default_factory=list)
    """All results of its linalg op, in order (itself included): a body
    with several results computes each from all their accumulators."""
    # insert:
    slice: InsertPlacement | None = None
    reordered_from: SpecTensor | None = None
    """For `@T.order.p0.p1...` (`SpecFunction.tensor`): the reduction `T`
    this one folds in another order of its reduction dims."""

    @property
    def rank(self) -> int:
        return self.type.get_num_dims()

    @property
    def stages(self) -> int:
        return len(self.red_dims)

    @property
    def element_type(self):
        return self.type.element_type

    def stage_sizes(self) -> list[isl.PwAff]:
        return [self.loop_sizes[d] for d in self.red_dims]

    @property
    def out_arg(self) -> int:
        """The position of this result's output among its body's block
        arguments."""
        return len(self.inputs) + self.position

    def single(self) -> bool:
        """Whether its linalg op has this one result."""
        return len(self.siblings) <= 1


@dataclass(frozen=True)
class InsertPlacement:
    """Where a static `insert_slice` puts its source: dest index `x` is in
    the slice where, for each dest dim k, `x_k = offsets[k] + strides[k] *
    y` with `0 <= y < sizes[k]`; then it is source element `y` over the
    dims in `kept` (a rank-reducing insert drops unit dims)."""

    offsets: tuple[int, ...]
    sizes: tuple[int, ...]
    strides: tuple[int, ...]
    kept: tuple[int, ...]


@dataclass(frozen=True)
class SpecArg:
    """Argument `position` of the spec: a tensor, or a scalar value."""

    position: int
    value: SSAValue
    tensor: SpecTensor | None


@dataclass(eq=False)
class SpecFunction:
    spec_op: SpecOp
    func: func.FuncOp
    args: list[SpecArg]
    results: list[SpecTensor]
    tensors: dict[str, SpecTensor]
    context: isl.Set
    assumptions: list[str]
    size_labels: dict[str, str]
    named_ops: list[str] = field(default_factory=list)
    by_value: dict[SSAValue, SpecTensor] = field(default_factory=dict)
    """The spec tensor each tensor value of the source is (a generic body
    reads one with `tensor.extract`: a gather, `spec_z3`)."""

    reordered: dict[str, SpecTensor] = field(default_factory=dict)
    """The reductions in another order named so far (`tensor`), kept out
    of `tensors` (which lists what the source computes)."""

    @property
    def name(self) -> str:
        return self.spec_op.sym_name.data

    def tensor(self, name: str) -> SpecTensor | None:
        """The spec tensor `name`; for `T.order.p0.p1...` (a permutation of
        `T`'s reduction dims other than the identity, `tv_dialect.spec`),
        reduction `T` folded with its reduction dims in that order, outermost
        first: the same body, inputs, init and domain, its stages the
        prefixes of that order.  Its final elements are `T`'s only where the
        combiner is associative and commutative (`spec_z3` asserts the link,
        `evaluator.prophecy_tensor` checks the combiner first)."""
        found = self.tensors.get(name) or self.reordered.get(name)
        if found is not None:
            return found
        parsed = reordered_name(name)
        if parsed is None:
            return None
        base = self.tensors.get(parsed[0])
        if base is None or base.kind != "generic" or not base.single() or not valid_order(parsed[1], base.stages):
            return None
        t = replace(base, name=name, red_dims=[base.red_dims[p] for p in parsed[1]], siblings=[], reordered_from=base)
        self.reordered[name] = t
        return t

    def asserts(self) -> list[Operation]:
        """The `cf.assert`s of the spec's linalg bodies, in program order:
        the preconditions a proof may assume (`spec_asserts`)."""
        return [op for t in self.tensors.values() if t.body is not None
                for op in t.body.ops if op.name == "cf.assert"]


def size_param(arg: int, dim: int) -> str:
    return f"n{arg}_{dim}"


def parse_spec(spec_op: SpecOp) -> tuple[ModuleOp, func.FuncOp]:
    """The function `spec_op`'s source text defines (and the module that
    keeps it alive); `SpecError` if the text is not one function."""
    label = f"<tv.spec @{spec_op.sym_name.data}>"
    try:
        module = parse_module(make_context(), spec_op.source.data, label)
    except ParseError as e:
        raise SpecError(f"cannot parse the source of tv.spec @{spec_op.sym_name.data}: {e.msg}") from None
    funcs = [op for op in module.ops if isinstance(op, func.FuncOp)]
    if len(funcs) != 1 or not funcs[0].body.blocks:
        raise SpecError(
            f"the source of tv.spec @{spec_op.sym_name.data} must hold exactly one "
            "function with a body"
        )
    return module, funcs[0]


def load_spec(spec_op: SpecOp, parsed: tuple[ModuleOp, func.FuncOp] | None = None) -> SpecFunction:
    """Parse `spec_op`'s source (unless `parsed` is `parse_spec`'s result)
    and collect its tensors."""
    module, fn = parse_spec(spec_op) if parsed is None else parsed
    return _Builder(spec_op, module, fn).build()


class _Builder:
    def __init__(self, spec_op: SpecOp, module: ModuleOp, fn: func.FuncOp):
        self.spec_op = spec_op
        self.module = module  # keeps the parsed IR alive
        self.fn = fn
        self.tensors: dict[str, SpecTensor] = {}
        self.by_value: dict[SSAValue, SpecTensor] = {}
        self.context = space.universe_params()
        self.assumptions: list[str] = []
        self.size_labels: dict[str, str] = {}
        self.index = IndexEnv(self._resolve)
        self._anon = 0
        self.named_ops: list[str] = []

    def build(self) -> SpecFunction:
        args = self._arguments()
        block = self.fn.body.block
        results: list[SpecTensor] = []
        for op in block.ops:
            if isinstance(op, func.ReturnOp):
                for v in op.arguments:
                    t = self.by_value.get(v)
                    if t is None:
                        raise SpecUnsupported(op, "returns a value that is not a spec tensor")
                    results.append(t)
                continue
            self._op(op)
        return SpecFunction(
            self.spec_op, self.fn, args, results, self.tensors, self.context,
            self.assumptions, self.size_labels, self.named_ops, self.by_value,
        )

    # --- names ------------------------------------------------------------

    def _register(self, value: SSAValue, t: SpecTensor) -> None:
        if t.name in self.tensors:
            raise SpecError(f"tv.spec @{self.spec_op.sym_name.data}: tensor name '{t.name}' is used twice")
        self.tensors[t.name] = t
        self.by_value[value] = t

    def _name_of(self, op: Operation, default: str) -> str:
        attr = op.attributes.get("tv.name")
        if isinstance(attr, StringAttr):
            return attr.data
        if isinstance(attr, ArrayAttr) and len(attr.data) == 1 and isinstance(attr.data[0], StringAttr):
            return attr.data[0].data
        if attr is not None:
            raise SpecUnsupported(op, "several results (tv.name is an array)")
        return default

    def _fresh(self, what: str) -> str:
        self._anon += 1
        return f"{what}{self._anon}"

    # --- arguments --------------------------------------------------------

    def _arguments(self) -> list[SpecArg]:
        attrs = self.fn.arg_attrs.data if self.fn.arg_attrs is not None else ()
        args: list[SpecArg] = []
        for pos, value in enumerate(self.fn.body.block.args):
            t = value.type
            if not isinstance(t, TensorType):
                args.append(SpecArg(pos, value, None))
                continue
            name = f"arg{pos}"
            if pos < len(attrs) and isinstance(attrs[pos], DictionaryAttr):
                attr = attrs[pos].data.get("tv.name")
                if isinstance(attr, StringAttr):
                    name = attr.data
            sizes = []
            for d, n in enumerate(t.get_shape()):
                if n == DYNAMIC:
                    pname = size_param(pos, d)
                    self.size_labels[pname] = f"dim({name}, {d})"
                    self.context = self.context.intersect(space.le(const(0), param(pname)))
                    sizes.append(param(pname))
                else:
                    sizes.append(const(n))
            tensor = SpecTensor(name, t, sizes, "input")
            self._register(value, tensor)
            args.append(SpecArg(pos, value, tensor))
        return args

    def _resolve(self, result: OpResult) -> isl.PwAff | None:
        op = result.op
        if op.name == "tensor.dim":
            t = self.by_value.get(op.operands[0])
            k = self.index.index(op.operands[1])
            kv = space.constant_value(k)
            if t is not None and kv is not None and 0 <= kv < t.rank:
                return t.sizes[kv]
        return None

    # --- ops --------------------------------------------------------------

    def _op(self, op: Operation) -> None:
        if isinstance(op, LinalgStructuredOperation):
            self._linalg(op)
        elif op.name == "tensor.empty":
            t = op.results[0].type
            dyn = iter(op.operands)
            sizes = [
                self._size(next(dyn), op) if n == DYNAMIC else const(n)
                for n in t.get_shape()
            ]
            self._register(op.results[0], SpecTensor(self._fresh("empty"), t, sizes, "undef", op))
        elif op.name == "arith.constant" and isinstance(op.results[0].type, TensorType):
            value = op_attr(op, "value")
            if not isinstance(value, DenseIntOrFPElementsAttr):
                raise SpecUnsupported(op, "tensor constant that is not dense")
            t = op.results[0].type
            sizes = [const(n) for n in t.get_shape()]
            kind = "fill" if value.is_splat() else "const"
            self._register(op.results[0], SpecTensor(self._name_of(op, self._fresh("cst")), t, sizes, kind, op, scalar=op.results[0]))
        elif op.name == "tensor.insert_slice":
            self._insert(op)
        elif op.results and all(not isinstance(r.type, TensorType) for r in op.results) and not op.regions:
            pass  # scalar and index ops: encoded where used
        else:
            raise SpecUnsupported(op, "spec op without tensor semantics here")

    def _insert(self, op: Operation) -> None:
        """A static `tensor.insert_slice` (a pad's, `passes.pad_as_insert`;
        a dispatch's): its result is the dest with the slice replaced."""
        source, dest = self.by_value.get(op.operands[0]), self.by_value.get(op.operands[1])
        if source is None or dest is None:
            raise SpecUnsupported(op, "insert_slice of a value that is not a spec tensor")
        if len(op.operands) > 2:
            raise SpecUnsupported(op, "insert_slice with dynamic offsets, sizes or strides")
        offsets = tuple(op.static_offsets.get_values())  # type: ignore[attr-defined]
        sizes = tuple(op.static_sizes.get_values())  # type: ignore[attr-defined]
        strides = tuple(op.static_strides.get_values())  # type: ignore[attr-defined]
        src_shape = list(source.type.get_shape())
        if any(n < 0 for n in (*src_shape, *dest.type.get_shape())):
            raise SpecUnsupported(op, "insert_slice with dynamic shapes")
        kept: list[int] = []
        q = 0
        for k, size in enumerate(sizes):
            if q < len(src_shape) and src_shape[q] == size and (size != 1 or len(src_shape) - q >= len(sizes) - k):
                kept.append(k)
                q += 1
            elif size != 1:
                raise SpecUnsupported(op, "insert_slice whose sizes are not the source's shape")
        if q != len(src_shape):
            raise SpecUnsupported(op, "insert_slice whose sizes are not the source's shape")
        t = op.results[0].type
        self._register(op.results[0], SpecTensor(
            self._fresh("insert"), t, list(dest.sizes), "insert", op,
            inputs=[(source, AffineMap.identity(source.rank))], init=dest,
            slice=InsertPlacement(offsets, sizes, strides, tuple(kept)),
        ))

    def _size(self, value: SSAValue, op: Operation) -> isl.PwAff:
        try:
            return self.index.index(value)
        except NotAffine as e:
            raise SpecUnsupported(e.op or op, f"size is not quasi-affine: {e.reason}") from None

    def _linalg(self, op: LinalgStructuredOperation) -> None:
        if not op.results or len(op.outputs) != len(op.results):
            raise SpecUnsupported(op, "linalg op without tensor results")
        if op.name != "linalg.generic":
            self.named_ops.append(op.name)
        maps = [m.data for m in op.get_indexing_maps().data]
        iters = [str(it.data) for it in op.get_iterator_types().data]
        if any(it not in ("parallel", "reduction") for it in iters):
            raise SpecUnsupported(op, "iterator type other than parallel/reduction")
        operands = list(op.inputs) + list(op.outputs)
        inits = [self.by_value.get(v) for v in op.outputs]
        if any(init is None for init in inits):
            raise SpecUnsupported(op, "init (outs) is not a spec tensor")
        inputs: list[tuple[SpecTensor | SSAValue, AffineMap]] = []
        for v, m in zip(op.inputs, maps):
            if isinstance(v.type, TensorType):
                t = self.by_value.get(v)
                if t is None:
                    raise SpecUnsupported(op, "input is not a spec tensor")
                inputs.append((t, m))
            else:
                inputs.append((v, m))
        out_maps = maps[len(op.inputs) :]
        if any(m != out_maps[0] for m in out_maps):
            # Each result's element would be another iteration's: the
            # stages of the results would not line up.
            raise SpecUnsupported(op, "results indexed by different output maps")
        out_map = out_maps[0]
        n = len(iters)
        par = [d for d in range(n) if iters[d] == "parallel"]
        red = [d for d in range(n) if iters[d] == "reduction"]
        for result in op.results:
            try:
                out_dims = output_positions(out_map, [n if n >= 0 else None for n in result.type.get_shape()])
            except OutputMapError as e:
                raise SpecUnsupported(op, str(e)) from None
            if sorted(out_dims) != par:
                raise SpecUnsupported(
                    op, "output map is not a permutation of the parallel dimensions"
                )
        loop_sizes = self._loop_sizes(op, operands, maps, n)
        self._check_body_reads(op)
        names = self._names_of(op, len(op.results))
        siblings: list[SpecTensor] = []
        for k, (result, init) in enumerate(zip(op.results, inits)):
            assert init is not None
            t = SpecTensor(
                names[k], result.type, list(init.sizes), "generic", op,
                inputs=inputs, init=init, out_map=out_map, loop_sizes=loop_sizes,
                par_dims=par, red_dims=red, body=op.body.block, position=k, siblings=siblings,
            )
            siblings.append(t)
            self._register(result, t)

    def _names_of(self, op: Operation, count: int) -> list[str]:
        """The spec names of `op`'s results (`tv.name`, one string or an
        array of them), fresh ones without."""
        attr = op.attributes.get("tv.name")
        if count == 1:
            return [self._name_of(op, self._fresh(op.name.split(".")[-1]))]
        if isinstance(attr, ArrayAttr) and len(attr.data) == count and all(isinstance(a, StringAttr) for a in attr.data):
            return [a.data for a in attr.data]  # type: ignore[union-attr]
        if attr is not None:
            raise SpecUnsupported(op, f"tv.name does not name its {count} results")
        base = self._fresh(op.name.split(".")[-1])
        return [f"{base}_{k}" for k in range(count)]

    def _check_body_reads(self, op: LinalgStructuredOperation) -> None:
        """A body may read a tensor of the function only by `tensor.extract`
        (a gather: embeddings, index tensors), and only a spec tensor; any
        other use of an outer tensor, or an op of the body on tensors, has
        no element semantics here."""
        for inner in op.body.block.ops:
            for v in inner.operands:
                if not isinstance(v.type, TensorType):
                    continue
                if inner.name != "tensor.extract" or v is not inner.operands[0]:
                    raise SpecUnsupported(inner, "tensor operand inside a linalg body")
                if v not in self.by_value:
                    raise SpecUnsupported(inner, "tensor.extract from a tensor that is not a spec tensor")
            if any(isinstance(r.type, TensorType) for r in inner.results) or inner.regions:
                raise SpecUnsupported(inner, "op on tensors (or with regions) inside a linalg body")

    def _loop_sizes(self, op, operands, maps, n) -> list[isl.PwAff]:
        sizes: list[isl.PwAff | None] = [None] * n
        origin: list[str] = [""] * n
        for v, m in zip(operands, maps):
            if not isinstance(v.type, TensorType):
                continue
            t = self.by_value[v]
            for q, e in enumerate(m.results):
                if not isinstance(e, AffineDimExpr):
                    continue
                d, size = e.position, t.sizes[q]
                where = f"dim({t.name}, {q})"
                if sizes[d] is None:
                    sizes[d], origin[d] = size, where
                elif not sizes[d].is_equal(size):
                    self.context = self.context.intersect(space.eq(sizes[d], size))
                    self.assumptions.append(f"{origin[d]} = {where}")
        for d, s in enumerate(sizes):
            if s is None:
                raise SpecUnsupported(op, f"loop dimension d{d} has no size (no operand indexes it by d{d} alone)")
        return sizes  # type: ignore[return-value]


__all__ = [
    "SpecArg",
    "SpecError",
    "SpecFunction",
    "SpecTensor",
    "SpecUnsupported",
    "load_spec",
    "parse_spec",
    "size_param",
]
