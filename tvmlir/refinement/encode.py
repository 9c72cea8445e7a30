"""Encoding one function pair for one abstraction round.

The source and the target run on the same inputs: scalar arguments are
fresh variables, tensor arguments fresh arrays with their dynamic extents
(bounded by `--max-unknown-dimsize`, and the element count by
`--max-tensor-size`: the check is exhaustive within these bounds, as
mlir-tv's), and memref arguments point into non-local blocks shared by
both sides (arguments of one element type may alias: each points into any
of them, mlir-tv 6.2).  Fully initialized tensor arguments; memory blocks
may hold uninitialized elements.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3
from xdsl.dialects.builtin import MemRefType, NoneAttr, ShapedType, TensorType, VectorType
from xdsl.ir import Attribute

from tvmlir.semantics import index as ix
from tvmlir.semantics.context import Abstraction, InputVar, Options, QueryContext
from tvmlir.semantics.contraction import has_fma
from tvmlir.semantics.reassociation import has_reassoc
from tvmlir.semantics.counting import FPCount, count_fp_values
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp import AbstractFP, IEEEFP
from tvmlir.semantics.func import run_function
from tvmlir.semantics.interp import Interpreter
from tvmlir.semantics.memory import BID_WIDTH, Block, Memory, bid_val, nested
from tvmlir.semantics.opaque import opaque_kinds
from tvmlir.semantics.reductions import associativity_facts, fp_add_as_sum
from tvmlir.semantics.scalar import ScalarSemantics
from tvmlir.semantics.values import MemRef, Scalar, Tensor, Value, row_major_strides
from tvmlir.refinement.assumptions import index_width, option_assumptions, shared_fastmath, uses_index
from tvmlir.refinement.module import Module, ModuleView
from tvmlir.refinement.signature import BufferizedSignature, bufferized_signature


def block_assumption(bits: int) -> str:
    """What the argument blocks' size bound takes for granted: non-local
    memory blocks hold fewer than 2^bits elements (`--max-block-bits`,
    Options.max_block_bits, default 48: any real block does, and
    counterexamples stay readable)."""
    return f"memory behind memref arguments holds fewer than 2^{bits} elements (--max-block-bits B, up to 64)"


@dataclass
class Argument:
    name: str
    type: Attribute
    value: Value


@dataclass
class Side:
    ub: z3.BoolRef
    returns: list[Value]
    memory: Memory
    interp: Interpreter


@dataclass
class PairEncoding:
    ctx: QueryContext
    args: list[Argument]
    src: Side
    tgt: Side
    result_types: list[Attribute]
    width: int | None
    # What sized the abstract float domain (None under --fp=ieee), for
    # `tv-check --verbose` (refinement/analysis.py).
    fp_count: FPCount | None = None
    source_roots: int = 0  # the first roots of `fp_count` are the source's
    # The source's UB instances at the target's UB witnesses, once the
    # target's UB is skolemized (refinement/ub_witness.py).
    ub_instances: list[z3.BoolRef] | None = None
    # Non-local blocks (element type, index) the caller does not observe
    # after the call: buffers of a bufferized signature (refinement/signature.py).
    unobserved: set = field(default_factory=set)

    def preconditions(self) -> list[z3.BoolRef]:
        return preconditions(self.ctx)


def preconditions(ctx: QueryContext) -> list[z3.BoolRef]:
    """The facts a query assumes.  Ask after building every term of the
    query: tensor elements are built on demand, and building one may
    register a float constant (whose order facts these include) or a sum
    (whose hash facts)."""
    pre = list(ctx.preconditions)
    if not ctx.unbounded_extents:
        pre += ctx.extent_bounds
    if ctx.abstraction.fp_sum == "assoc":
        pre += associativity_facts(ctx)
    pre += [f.facts for f in ctx.folds]
    pre += ctx.sem.side_conditions()
    return pre


def new_context(options: Options, abstraction: Abstraction, roots) -> tuple[QueryContext, int | None, FPCount | None]:
    """A query's context, its float domain sized over `roots` (the functions
    and globals the query encodes), and the count that sized it."""
    model, width, count = fp_model(options, roots, is_elementwise(roots))
    ctx = QueryContext(None, options, abstraction)  # type: ignore[arg-type]
    fp = _AssociativeAdd(model, ctx) if abstraction.fp_sum == "assoc" else model
    ctx.sem = ScalarSemantics(fp, index_width=options.index_bitwidth)
    ctx.width_depends_on_extents = options.fp == "abstract" and not is_elementwise(roots) and _dynamic_floats(roots)
    return ctx, width, count


class _AssociativeAdd:
    """`--associative`: the float domain with `addf` (and `subf`) as a
    two-element `sum` (reductions.fp_add_as_sum); everything else is the
    underlying domain's."""

    def __init__(self, base, ctx: QueryContext):
        self._base = base
        self._ctx = ctx

    def add(self, x, y, fmt):
        return fp_add_as_sum(self._ctx, x, y, fmt)

    def sub(self, x, y, fmt):
        return self.add(x, self._base.neg(y, fmt), fmt)

    def __getattr__(self, name):
        return getattr(self._base, name)


def _dynamic_floats(roots) -> bool:
    """Whether a float tensor or memref of dynamic shape occurs (its
    element count, bounded by the extents, then sizes the abstract floats)."""
    for root in roots:
        for op in root.walk():
            for v in (*op.results, *op.operands, *(a for r in op.regions for b in r.blocks for a in b.args)):
                t = v.type
                if isinstance(t, ShapedType) and any(d < 0 for d in t.get_shape()):
                    if ScalarSemantics.float_format(t.get_element_type()) is not None:
                        return True
    return False


def fp_model(options: Options, roots, elementwise: bool):
    if options.fp == "ieee":
        return IEEEFP(), None, None
    count = count_fp_values(roots, None if elementwise else _elements(options))
    n = count.n
    if options.fp_bits:
        n = (1 << options.fp_bits) + count.constants
    width = options.fp_width or AbstractFP.width_for(n)
    model = AbstractFP(width, formats=count.formats or ("f32", "f64"))
    return model, model.width, count


def _elements(options: Options):
    def count(t: ShapedType) -> int:
        n = 1
        for d in t.get_shape():
            n *= d if d >= 0 else options.max_unknown_dimsize
        return min(n, options.max_tensor_size) if any(d < 0 for d in t.get_shape()) else n

    return count


_ELEMENTWISE_PREFIXES = ("arith.", "math.", "tv.")
_ELEMENTWISE_OPS = {"tensor.empty", "linalg.fill", "func.return", "tosa.add", "tosa.sub",
                    "tosa.negate", "tosa.abs", "tosa.exp", "tosa.reciprocal", "tosa.const",
                    "linalg.yield", "tensor.yield", "tensor.dim", "memref.dim"}  # fmt: skip


def is_elementwise(roots) -> bool:
    """Whether every op touching FP tensors is elementwise (so that one
    counterexample element needs one value per tensor, mlir-tv 4.3)."""
    from tvmlir.semantics.encoding import op_name

    for root in roots:
        for op in root.walk():
            if op is root:
                continue
            name = op_name(op)
            if name.startswith(_ELEMENTWISE_PREFIXES) or name in _ELEMENTWISE_OPS:
                continue
            types = [v.type for v in (*op.operands, *op.results)]
            if any(isinstance(t, ShapedType) and ScalarSemantics.float_format(t.get_element_type()) for t in types):
                return False
    return True


def callees(module: Module, func) -> list:
    """`func` and the module functions it (transitively) calls."""
    out, todo, seen = [], [func], set()
    while todo:
        f = todo.pop()
        if id(f) in seen:
            continue
        seen.add(id(f))
        out.append(f)
        for op in f.walk():
            if op.name == "func.call":
                g = module.functions.get(op.callee.root_reference.data)
                if g is not None and g.body.blocks:
                    todo.append(g)
    return out


def encode_pair(src: Module, tgt: Module, name: str, options: Options, abstraction: Abstraction) -> PairEncoding:
    sf, tf = src.functions[name], tgt.functions[name]
    s_in, t_in = list(sf.function_type.inputs.data), list(tf.function_type.inputs.data)
    s_out, t_out = list(sf.function_type.outputs.data), list(tf.function_type.outputs.data)
    signature = bufferized_signature(sf, tf) if (s_in != t_in or s_out != t_out) else None
    src_roots = callees(src, sf)
    roots = src_roots + callees(tgt, tf) + list(src.globals.values()) + list(tgt.globals.values())
    ctx, width, count = new_context(options, abstraction, roots)
    ctx.fma_in_target = has_fma(callees(tgt, tf))
    src_kinds, tgt_kinds = opaque_kinds(src_roots), opaque_kinds(callees(tgt, tf))
    ctx.opaque_shared = frozenset(src_kinds & tgt_kinds)
    ctx.opaque_shared_names = frozenset({k[0] for k in src_kinds} & {k[0] for k in tgt_kinds})
    if uses_index(roots):
        ctx.assume(index_width(options.index_bitwidth))
    for text in option_assumptions(options, abstraction):
        ctx.assume(text)
    for text in shared_fastmath(src_roots, callees(tgt, tf)):
        ctx.assume(text)
    memory = Memory()
    if signature is None:
        args = _arguments(ctx, sf, memory)
        inputs = {True: [a.value for a in args], False: [a.value for a in args]}
    else:
        tgt_args = _arguments(ctx, tf, memory, signature.own_blocks, signature.buffers)
        args = _source_arguments(sf, tgt_args, signature, memory)
        inputs = {True: [a.value for a in args], False: [a.value for a in tgt_args]}
        for text in signature.assumptions([a.name for a in args], [a.name for a in tgt_args]):
            ctx.assume(text)
    src_view = ModuleView(src.functions)
    tgt_view = ModuleView(tgt.functions)
    _globals(ctx, src, tgt, memory, src_view, tgt_view)
    sides: dict[bool, Side] = {}
    # The target first when the source regroups: a source tree carrying
    # `reassoc` may compute what a target tree over the same leaves does
    # (semantics/reassociation.py).  Otherwise the source first, so that an
    # unsupported op of both is reported at the source.
    order = ((src_view, sf, True), (tgt_view, tf, False))
    if has_reassoc(src_roots):
        order = order[::-1]
    for view, func, is_src in order:
        interp = Interpreter(ctx, memory.clone(), view, is_src)
        returns = run_function(interp, func, inputs[is_src])
        sides[is_src] = Side(interp.ub_condition(), returns, interp.memory, interp)
    enc = PairEncoding(ctx, args, sides[True], sides[False], s_out, width, count, len(src_roots))
    if signature is not None:
        _read_target_results(enc, signature, tgt_args)
    return enc


def _source_arguments(sf, tgt_args: list[Argument], signature: BufferizedSignature, memory: Memory) -> list[Argument]:
    """The source's arguments: a tensor argument is the contents of its
    target buffer on entry (initialized: `_arguments` made its block so),
    every other one the target's own value."""
    out = []
    for i, a in enumerate(sf.body.blocks[0].args):
        t = tgt_args[i]
        if i in signature.buffers:
            value, _ = memory.read_view(t.value)  # in bounds: a precondition (`view_ok`)
            out.append(Argument(_arg_name(a, i), a.type, value))
        else:
            out.append(Argument(_arg_name(a, i), a.type, t.value))
    return out


def _read_target_results(enc: PairEncoding, signature: BufferizedSignature, tgt_args: list[Argument]) -> None:
    """The target's results as the source's: a tensor result is read, at
    the return, from the view the target returned or from the buffer it
    left it in (signature.ResultPlace); reading a view that is not live
    and in bounds, or a returned view of `memref.alloca` memory, is the
    target's UB.  The blocks whose contents are read
    so, and the buffers the target may overwrite, leave the memory
    obligation (`unobserved`)."""
    tgt = enc.tgt
    returns, ubs = [], []
    for k, place in enumerate(signature.results):
        v = tgt.returns[place.index] if place.kind == "result" else tgt_args[place.index].value
        if isinstance(enc.result_types[k], TensorType) and isinstance(v, MemRef):
            value, ub = tgt.memory.read_view(v)
            if place.kind == "result":  # returned `alloca` memory dangles (its scope ended)
                ub = z3.Or(ub, tgt.memory.on_stack(v))
            returns.append(value)
            ubs.append(ub)
        else:
            returns.append(v)
    tgt.returns = returns
    if ubs:
        tgt.ub = z3.Or(tgt.ub, *ubs)
    for i in signature.own_blocks:
        if not signature.observed_after(i):
            m = tgt_args[i].value
            enc.unobserved.add((m.elem_type, m.candidates[0]))


@dataclass
class FunctionEncoding:
    """One function's semantics (for `--encode-smt` without a target)."""

    ctx: QueryContext
    args: list[Argument]
    side: Side
    result_types: list[Attribute]

    def preconditions(self) -> list[z3.BoolRef]:
        return preconditions(self.ctx)


def encode_function(module: Module, name: str, options: Options, abstraction: Abstraction) -> FunctionEncoding:
    f = module.functions[name]
    ctx, _, _ = new_context(options, abstraction, callees(module, f) + list(module.globals.values()))
    memory = Memory()
    args = _arguments(ctx, f, memory)
    view = ModuleView(module.functions)
    _globals(ctx, module, module, memory, view, view)
    interp = Interpreter(ctx, memory.clone(), view, True)
    returns = run_function(interp, f, [a.value for a in args])
    side = Side(interp.ub_condition(), returns, interp.memory, interp)
    return FunctionEncoding(ctx, args, side, list(f.function_type.outputs.data))


def _arg_name(arg, i: int) -> str:
    return arg.name_hint or f"arg{i}"


def _arguments(ctx: QueryContext, func, memory: Memory, own: frozenset[int] = frozenset(),
               initialized: frozenset[int] = frozenset()) -> list[Argument]:
    """The function's arguments as fresh inputs.  Memref arguments of one
    element type point into any of that type's blocks (they may alias),
    except those in `own`, which get a block of their own whose view does
    not overlap itself (buffers of a bufferized signature,
    refinement/signature.py); the blocks of those in `initialized` hold no
    uninitialized element (a tensor's value)."""
    opts = ctx.options
    out: list[Argument] = []
    block_args = list(func.body.blocks[0].args)
    memref_counts: dict[Attribute, int] = {}
    own_counts: dict[Attribute, int] = {}
    for i, a in enumerate(block_args):
        if isinstance(a.type, MemRefType):
            counts = own_counts if i in own else memref_counts
            counts[a.type.get_element_type()] = counts.get(a.type.get_element_type(), 0) + 1
    if memref_counts or own_counts:
        ctx.assume(block_assumption(opts.max_block_bits))
        if opts.memref_inputs_simple and memref_counts:
            ctx.assume("memref arguments point to distinct blocks at offset 0 (--memref-inputs-simple)")
    if len(memref_counts) > 1:
        types = ", ".join(str(t) for t in memref_counts)
        if not opts.typed_noalias:
            raise Unsupported(func, f"memref arguments of different element types ({types}) may alias, which is not "
                                    "modelled (--no-assume-typed-noalias)")  # fmt: skip
        ctx.assume(f"memref arguments of different element types ({types}) do not alias "
                   "(--no-assume-typed-noalias turns this off)")  # fmt: skip
    own_blocks: dict[int, int] = {}  # argument -> its block
    for elem in {**memref_counts, **own_counts}:
        sort = ctx.sem.sort(elem)
        shared = memref_counts.get(elem, 0)
        mine = [i for i, a in enumerate(block_args)
                if i in own and isinstance(a.type, MemRefType) and a.type.get_element_type() == elem]  # fmt: skip
        for k in range(shared + len(mine)):
            b = f"block{k}.{elem}"
            size = z3.BitVec(f"{b}.size", 64)
            if opts.max_block_bits < 64:
                ctx.preconditions.append(z3.ULT(size, ix.bv(1 << opts.max_block_bits)))
            arg = mine[k - shared] if k >= shared else None
            full = arg is not None and arg in initialized
            block = Block(
                elem, sort, size,
                z3.Array(f"{b}.elems", ix.INDEX, sort),
                z3.K(ix.INDEX, z3.BoolVal(False)) if full else z3.Array(f"{b}.uninit", ix.INDEX, z3.BoolSort()),
                z3.BoolVal(True) if arg is not None else z3.Bool(f"{b}.writable"), z3.BoolVal(True),
                local=False, name=b,
            )  # fmt: skip
            if arg is not None:
                own_blocks[arg] = memory.add(block)
            else:
                memory.add(block)
            ctx.inputs += [InputVar(size), InputVar(block.elems, size, elem)]
            if not full:
                ctx.inputs.append(InputVar(block.poison, size))
            if arg is None:
                ctx.inputs.append(InputVar(block.writable))
    seen_per_type: dict[Attribute, int] = {}
    for i, a in enumerate(block_args):
        name = _arg_name(a, i)
        t = a.type
        if isinstance(t, VectorType):
            # A vector is its lanes: a tensor of static extents.
            if t.get_num_scalable_dims():
                raise Unsupported(func, f"arguments of type {t} (scalable vectors) are not modelled")
            dims = [ix.bv(d) for d in t.get_shape()]
            sort = ctx.sem.sort(t.get_element_type())
            arr = z3.Array(name, ix.INDEX, sort)
            ctx.inputs.append(InputVar(arr, ix.product(dims), t.get_element_type()))
            out.append(Argument(name, t, Tensor.from_array(t.get_element_type(), sort, dims, arr)))
        elif isinstance(t, TensorType):
            dims = _dims(ctx, name, t)
            sort = ctx.sem.sort(t.get_element_type())
            arr = z3.Array(name, ix.INDEX, sort)
            ctx.inputs.append(InputVar(arr, ix.product(dims), t.get_element_type()))
            out.append(Argument(name, t, Tensor.from_array(t.get_element_type(), sort, dims, arr)))
        elif isinstance(t, MemRefType):
            from tvmlir.semantics.memref import layout_strides

            elem = t.get_element_type()
            n = memref_counts.get(elem, 0)
            dims = _dims(ctx, name, t)
            layout = layout_strides(func, t, dims, lambda label, name=name: z3.BitVec(f"{name}.{label}", 64))
            mine = seen_per_type.get(elem, 0)
            if i in own:
                bid, candidates = bid_val(own_blocks[i]), (own_blocks[i],)
            elif opts.memref_inputs_simple:  # mlir-tv's option: no aliasing, offset 0
                bid, candidates = bid_val(mine), (mine,)
            elif n == 1:
                bid, candidates = bid_val(0), (0,)
            else:
                bid, candidates = z3.BitVec(f"{name}.block", BID_WIDTH), tuple(range(n))
                ctx.preconditions.append(z3.ULT(bid, bid_val(n)))
            if i in own and layout is not None and opts.row_major_buffers and not all(
                ix.value(s) is not None for s in layout[0]
            ):
                layout = (_fill_strides(layout[0], dims), layout[1])
                ctx.assume("the buffers of tensor arguments and out-parameters whose type leaves the strides unknown "
                           "are row-major (at any offset); --no-assume-row-major-buffers checks every layout")  # fmt: skip
            if layout is None:
                strides = row_major_strides(dims)
                offset = ix.bv(0) if opts.memref_inputs_simple else z3.BitVec(f"{name}.offset", 64)
            else:
                strides, offset = layout
            ctx.inputs += [InputVar(v) for v in (bid, offset, *strides) if _is_variable(v)]
            m = MemRef(elem, ctx.sem.sort(elem), bid, candidates, offset, dims, strides,
                       base=offset if layout is None else None)  # fmt: skip
            ctx.preconditions.append(memory.view_ok(m))
            if i in own and layout is not None:  # a tensor's buffer does not overlap itself
                ctx.preconditions.append(nested(m))
            if i not in own:
                seen_per_type[elem] = seen_per_type.get(elem, 0) + 1
            out.append(Argument(name, t, m))
        elif isinstance(t, ShapedType):
            raise Unsupported(func, f"arguments of type {t} are not modelled")
        else:
            v = ctx.sem.fresh(name, t)
            ctx.inputs.append(InputVar(v, None, t))
            out.append(Argument(name, t, Scalar(v)))
    return out


def _fill_strides(strides, dims) -> list[z3.BitVecRef]:
    """The unknown strides made row-major from the inner ones: each the
    next one times its extent, the innermost 1; known strides kept."""
    out = list(strides)
    inner = None
    for k in reversed(range(len(out))):
        if ix.value(out[k]) is None:
            out[k] = ix.bv(1) if inner is None else ix.mul(out[k + 1], dims[k + 1])
        inner = out[k]
    return out


def _is_variable(t) -> bool:
    return z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED


def _dims(ctx: QueryContext, name: str, t: ShapedType) -> list[z3.BitVecRef]:
    dims = []
    dynamic = False
    fixed = dict(ctx.options.fixed_extents)
    for k, d in enumerate(t.get_shape()):
        if d >= 0:
            dims.append(ix.bv(d))
        elif f"{name}.dim{k}" in fixed:
            dims.append(ix.bv(fixed[f"{name}.dim{k}"]))
        else:
            dynamic = True
            v = z3.BitVec(f"{name}.dim{k}", 64)
            ctx.bound_extent(v)
            ctx.inputs.append(InputVar(v))
            dims.append(v)
    if dynamic and ctx.options.max_tensor_size >= 0:
        size = ix.product(dims)
        ctx.extent_bounds.append(z3.ULE(size, ix.bv(ctx.options.max_tensor_size)))
    return dims


def _globals(ctx, src: Module, tgt: Module, memory: Memory, src_view, tgt_view) -> None:
    from tvmlir.semantics.constants import tensor_constant

    names = sorted(set(src.globals) | set(tgt.globals))
    for name in names:
        g = src.globals.get(name) or tgt.globals.get(name)
        other = tgt.globals.get(name) if name in src.globals else None
        if other is not None and (other.type != g.type or other.initial_value != g.initial_value or
                                  (other.constant is None) != (g.constant is None)):  # fmt: skip
            raise Unsupported(other, f"global @{name} differs between the source and the target")
        t = g.type
        elem = t.get_element_type()
        sort = ctx.sem.sort(elem)
        if g.constant is None:
            _mutable_global(ctx, name, g, memory, src_view, tgt_view)
            continue
        init = g.initial_value

        tt = TensorType(elem, t.get_shape())
        value = tensor_constant(ctx, g, init, tt)
        j = z3.BitVec(f"global.{name}.j", 64)
        block = Block(
            elem, sort, value.size(), z3.Lambda([j], value.elem_at(j)),
            z3.K(ix.INDEX, z3.BoolVal(False)), z3.BoolVal(False), z3.BoolVal(True),
            local=False, name=f"@{name}",
        )  # fmt: skip
        k = memory.add(block)
        src_view.global_blocks[name] = k
        tgt_view.global_blocks[name] = k


def _mutable_global(ctx, name: str, g, memory: Memory, src_view, tgt_view) -> None:
    """A mutable `memref.global`: a block of its static size that both
    sides share, writable and live, whose contents on entry are unknown
    (other code may have written it since its initializer ran), and that
    is compared at the end like the blocks behind memref arguments.

    The blocks behind memref arguments are distinct from it (an argument
    could be a view of the global in a real caller): printed as an
    assumption when the function has memref arguments of its element type."""
    t = g.type
    if any(d < 0 for d in t.get_shape()):
        raise Unsupported(g, "a global of dynamic shape")
    if not isinstance(t.layout, NoneAttr):
        raise Unsupported(g, f"a global with the layout {t.layout}")
    elem = t.get_element_type()
    sort = ctx.sem.sort(elem)
    size = 1
    for d in t.get_shape():
        size *= d
    block = Block(
        elem, sort, ix.bv(size),
        z3.Array(f"global.{name}.elems", ix.INDEX, sort),
        z3.Array(f"global.{name}.uninit", ix.INDEX, z3.BoolSort()),
        z3.BoolVal(True), z3.BoolVal(True), local=False, name=f"@{name}",
    )  # fmt: skip
    ctx.inputs += [InputVar(block.elems, ix.bv(size), elem), InputVar(block.poison, ix.bv(size))]
    if any(b.name.startswith("block") for b in memory.of(elem)):
        ctx.assume(f"memref arguments of element type {elem} do not point into the mutable global @{name}")
    k = memory.add(block)
    src_view.global_blocks[name] = k
    tgt_view.global_blocks[name] = k
