"""`linalg.generic` and the plumbing every structured op shares.

**Structured ops on tensors or memrefs.**  `structured` reads memref
operands as tensors (`memory.read_view`), computes the output tensors, and
either returns them (tensor outputs) or writes them back (memref outputs).
On memrefs, inputs and outputs must not overlap (UB otherwise, as in
mlir-tv 5.2), and storing a poison element is UB.

**Loop bounds** (mlir-tv 5.2): each loop's extent is the operand dimension
that the first indexing map mentioning the loop as a plain dimension reads;
every operand dimension indexed by a plain loop must equal its extent, and
every other index expression must stay in bounds (UB otherwise).

**Parallel loops**: output element `O(d)` is the body's yield on the
operands' elements `M_k(d)`; the yield is computed once on symbolic loop
indices and substituted per element.  A block argument the body only
yields is moved, not read: an uninitialized element stays uninitialized in
the output (so a generic copy means what `memref.copy` means, as in
mlir-tv); one the body computes with is read (UB if uninitialized).

**Reductions**: a body yielding `addf(x, acc)` / `addi(x, acc)` (either
order, `x` independent of the accumulator) is a `sum` of `x` over the
reduction dimensions, starting from the output's element
(`reductions.fp_sum` / `int_sum`, with their abstraction rounds).  Any
other reduction body is folded exactly, in loop order, when the reduction
has at most `EXACT_FOLD` iterations; otherwise it is unsupported.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import ShapedType
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import BlockArgument, SSAValue

from tvmlir.semantics import affine
from tvmlir.semantics import index as ix
from tvmlir.semantics import reductions
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, not_, or_
from tvmlir.semantics.memo import memo
from tvmlir.semantics.memory import ub_if_overlap
from tvmlir.semantics.neg_zero import neg_zero_instead
from tvmlir.semantics.values import MemRef, Scalar, Tensor
from tvmlir.semantics.whole_view import write_whole_view

EXACT_FOLD = 64


# ----- plumbing ------------------------------------------------------------------------


def structured(interp, op, compute, modelled_attrs: tuple[str, ...] = ()):
    """Run `compute(inputs, inits) -> [Tensor]` with memref operands read
    and written through memory.  Inputs are Tensors or Scalars.
    `modelled_attrs`: the OpDSL function attributes (`fun`, `cast`) that
    `compute` gives meaning to; any other one makes the op unsupported."""
    from tvmlir.ir.linalg_fn_attrs import unmodelled_fn_attribute

    if (why := unmodelled_fn_attribute(op, modelled_attrs)) is not None:  # e.g. cast = cast_unsigned
        raise Unsupported(op, why)
    ins = [interp.value(v) for v in op.inputs]
    outs = [interp.value(v) for v in op.outputs]
    mem_outs = [o for o in outs if isinstance(o, MemRef)]
    if mem_outs and len(mem_outs) != len(outs):
        raise Unsupported(op, "mixes tensor and memref outputs")
    for a in [*ins, *outs]:
        if isinstance(a, MemRef):
            for b in mem_outs:
                if a is not b:
                    ub_if_overlap(interp, a, b)
    for o in mem_outs:
        if sum(1 for x in ins if x is o):
            interp.ub(z3.BoolVal(True))  # the same buffer read and written
    in_vals = [_read(interp, x) for x in ins]
    inits = [_read(interp, x) for x in outs]
    results = compute(in_vals, inits)
    if not mem_outs:
        return results
    for m, t in zip(mem_outs, results):
        if t.has_poison:
            J = [interp.names.fresh("w") for _ in t.dims]
            with interp.binder(J, t.dims):
                interp.ub(t.poison_get(J))
        write_whole_view(interp, op, m, t)
    return []


def _simplified(cond):
    c = z3.simplify(cond)
    return None if z3.is_false(c) else c


def _read(interp, x):
    if isinstance(x, MemRef):
        t, ub = interp.memory.read_view(x)
        interp.ub(ub)
        return t
    return x


def reads_in_loops(interp, bounds, reads) -> None:
    """The op reads `tensor[map(loops)]` for every loop point: UB if one of
    those elements is uninitialized."""
    reads = [(t, m) for t, m in reads if isinstance(t, Tensor) and t.has_uninit]
    if not reads:
        return
    loops = [interp.names.fresh("l") for _ in bounds]
    with interp.binder(loops, bounds):
        for t, m in reads:
            interp.ub(t.uninit_get(affine.apply(m, loops)))


# ----- loop bounds -----------------------------------------------------------------------


def loop_bounds(interp, op, maps, operands) -> list[z3.BitVecRef]:
    n = maps[0].num_dims
    bounds: list[z3.BitVecRef | None] = [None] * n
    for m, v in zip(maps, operands):
        if not isinstance(v, Tensor):
            continue
        for pos, r in enumerate(m.results):
            if isinstance(r, affine.AffineDimExpr) and bounds[r.position] is None:
                bounds[r.position] = v.dims[pos]
    if any(b is None for b in bounds):
        raise Unsupported(op, "a loop whose extent no operand dimension gives")
    nonempty = and_(*[z3.UGT(b, ix.bv(0)) for b in bounds]) if bounds else z3.BoolVal(True)
    top = [ix.sub(b, ix.bv(1)) for b in bounds]
    for m, v in zip(maps, operands):
        if not isinstance(v, Tensor):
            continue
        if len(m.results) != v.rank:
            raise Unsupported(op, "an indexing map of the wrong rank")
        for pos, r in enumerate(m.results):
            if isinstance(r, affine.AffineDimExpr):
                e = ix.eq(v.dims[pos], bounds[r.position])
                interp.ub(None if z3.is_true(e) else not_(e))
            else:
                lo, hi = affine.interval(r, top)
                bad = or_(lo < 0, not_(hi < ix.wide(v.dims[pos])))  # signed: lo may be negative
                interp.ub(_simplified(and_(nonempty, bad)))
    return bounds


# ----- output maps -----------------------------------------------------------------------


class OutputMapError(ValueError):
    """An output indexing map the models do not cover (the message says why)."""


def output_positions(out_map, sizes) -> dict[int, int]:
    """Loop dim -> output position, for an output map whose results are
    distinct loop dims or the constant 0 over a dimension of size 1.

    The constant is what a keepdim reduction writes (`(d0, d1) -> (d0, 0)`
    into `tensor<?x1xf32>`): over a unit dimension it names the whole
    dimension, so every output element is still written exactly once per
    parallel iteration.  Any other constant (or a unit size not known
    statically, `sizes[pos]` is None) would leave elements to the init and
    is refused.  Shared by the contract (`--annotate`, the spec) and the
    refinement semantics so that both read the same ops."""
    out: dict[int, int] = {}
    for pos, r in enumerate(out_map.results):
        if isinstance(r, affine.AffineConstantExpr):
            if r.value != 0 or sizes[pos] != 1:
                raise OutputMapError(
                    f"output indexing map {out_map}: constant {r.value} over a dimension "
                    "that is not of size 1"
                )
            continue
        if not isinstance(r, affine.AffineDimExpr) or r.position in out:
            raise OutputMapError(f"output indexing map {out_map} is not a projected permutation")
        out[r.position] = pos
    return out


# ----- linalg.generic --------------------------------------------------------------------


def _generic(interp, op):
    maps = [m.data for m in op.indexing_maps.data]
    iters = [it.data for it in op.iterator_types.data]
    parallel = [k for k, it in enumerate(iters) if it == IteratorType.PARALLEL]
    reduction = [k for k, it in enumerate(iters) if it in (IteratorType.REDUCTION, IteratorType.WINDOW)]
    if len(parallel) + len(reduction) != len(iters):
        raise Unsupported(op, "iterator types other than parallel, reduction and window")
    window = [k for k, it in enumerate(iters) if it == IteratorType.WINDOW]
    if window and any(set(m.used_dims()) & set(window) for m in maps[len(op.inputs) :]):
        # Pre-2022 MLIR ran a window loop sequentially, like a reduction
        # loop; one that indexes an output is not a reduction, and its
        # meaning (which iteration's write wins) was never specified.
        raise Unsupported(op, "a window iterator that indexes an output")

    def compute(ins, inits):
        operands = [*ins, *inits]
        try:
            bounds = loop_bounds(interp, op, maps, operands)
            return _evaluate(interp, op, maps, parallel, reduction, bounds, ins, inits)
        except affine.NotModelled as e:
            raise Unsupported(op, str(e)) from None

    return structured(interp, op, compute)


class _ReduceAsGeneric:
    """`linalg.reduce` read as the `linalg.generic` it stands for (what
    mlir-opt-19's linalg-generalize-named-ops makes of it): the identity map
    on the input, the kept dims on the init, the reduced dims as reduction
    loops, the same body.  Everything else (name, location) is the op's."""

    def __init__(self, op):
        from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr
        from xdsl.dialects.linalg.attrs import IteratorTypeAttr
        from xdsl.ir.affine import AffineDimExpr, AffineMap

        self._op = op
        rank = op.input.type.get_num_dims()
        dims = set(op.dimensions.get_values())
        kept = tuple(AffineDimExpr(i) for i in range(rank) if i not in dims)
        self.inputs = [op.input]
        self.outputs = [op.init]
        self.indexing_maps = ArrayAttr(
            [AffineMapAttr(AffineMap.identity(rank)), AffineMapAttr(AffineMap(rank, 0, kept))]
        )
        self.iterator_types = ArrayAttr(
            [IteratorTypeAttr.reduction() if d in dims else IteratorTypeAttr.parallel() for d in range(rank)]
        )
        self.body = op.region

    def __getattr__(self, name):
        return getattr(self._op, name)


class _MapAsGeneric:
    """`linalg.map` read as the `linalg.generic` it stands for (what
    mlir-opt-19's linalg-generalize-named-ops makes of it): identity maps
    on the inputs and the init, every loop parallel, the body with the
    init's element as a last, unused block argument (a copy of the region:
    the op itself is not changed)."""

    def __init__(self, op):
        from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr
        from xdsl.dialects.linalg.attrs import IteratorTypeAttr
        from xdsl.ir.affine import AffineMap

        self._op = op
        init = op.operands[-1]
        rank = init.type.get_num_dims()
        self.inputs = list(op.operands[:-1])
        self.outputs = [init]
        self.indexing_maps = ArrayAttr([AffineMapAttr(AffineMap.identity(rank))] * len(op.operands))
        self.iterator_types = ArrayAttr([IteratorTypeAttr.parallel()] * rank)
        body = op.regions[0].clone()
        body.blocks[0].insert_arg(init.type.get_element_type(), len(self.inputs))
        self.body = body

    def __getattr__(self, name):
        return getattr(self._op, name)


def _map(interp, op):
    if len(op.results) > 1 or any(not is_shaped(v.type) for v in op.operands):
        raise Unsupported(op, "linalg.map with several inits or a scalar operand")
    return _generic(interp, _MapAsGeneric(op))


def _reduce(interp, op):
    if len(op.operands) != 2:
        raise Unsupported(op, "linalg.reduce with several inputs or inits")
    return _generic(interp, _ReduceAsGeneric(op))


def _element(interp, v, m, d, used: bool) -> Scalar:
    """The operand element the body sees; the body reads it (UB if it is
    uninitialized) only if it uses the block argument."""
    if isinstance(v, Scalar):
        return v
    idx = affine.apply(m, d)
    return interp.read(v, idx) if used else v.get(idx)


def _evaluate(interp, op, maps, parallel, reduction, bounds, ins, inits):
    block = op.body.block
    n_in = len(ins)
    d = [interp.names.fresh("d") for _ in bounds]
    accs = []
    # A recognized sum needs only its summand: the final add is not run
    # (it would reference the accumulator, and under --associative record a
    # sum over the loop variables).
    patterns = [_reduction_pattern(op, k, n_in) for k in range(len(inits))] if reduction else []
    # A sum whose running value other results read (Welford's count, which
    # the mean divides by) must be folded step by step with them.
    patterns = [None if p is not None and _used_besides_yield(block.last_op.operands[k], block) else p
                for k, p in enumerate(patterns)]
    skip = {block.last_op.operands[k].owner for k, p in enumerate(patterns) if p is not None}
    with interp.binder(d, bounds):
        interp.index_stack.append(d)
        try:
            # A block argument only yielded is moved, not read (a copy of
            # an uninitialized element stays uninitialized, as through
            # memref.copy); one the body computes with is read.
            used = [bool(a.uses) and (reduction or not _only_yielded(a, block)) for a in block.args]
            args = [_element(interp, v, m, d, u) for v, m, u in zip(ins, maps, used)]
            for k, (init, m) in enumerate(zip(inits, maps[n_in:])):
                if reduction:
                    acc = Scalar(z3.FreshConst(init.sort, "acc"), z3.FreshConst(z3.BoolSort(), "accp"))
                    accs.append(acc)
                    args.append(acc)
                else:
                    args.append(_element(interp, init, m, d, used[n_in + k]))
            _, ys = interp.run_block(block, args, skip)
        finally:
            interp.index_stack.pop()
    out_maps = maps[n_in:]
    if reduction:
        # An accumulator the body uses reads its output element at every
        # loop point: every element, unless a reduction loop is empty (then
        # no body runs and nothing is read, as in the named ops'
        # `reads_in_loops`; reading them all regardless made a zero-trip
        # reduction of an uninitialized output UB in the generic only).
        reads_in_loops(interp, bounds, [(init, m) for k, (init, m) in enumerate(zip(inits, maps[n_in:]))
                                        if block.args[n_in + k].uses])
    results = []
    folds = _Folds(op, inits, d, parallel, reduction, bounds, ys, accs, patterns) if reduction else None
    for k, (init, m, y) in enumerate(zip(inits, out_maps, ys)):
        if y is not None:
            y = neg_zero_instead(interp, y, init.elem_type)
        moved = None if reduction else _moved_uninit(block.last_op.operands[k], block, [*ins, *inits], maps, d)
        try:
            inv = output_positions(m, [ix.value(n) for n in init.dims])
        except OutputMapError as e:
            raise Unsupported(op, str(e)) from None
        if set(inv) != set(parallel):
            raise Unsupported(op, "an output indexing map that is not a permutation of the parallel loops")
        if not reduction:
            results.append(_parallel_output(init, d, inv, y, moved, interp.sem.fp))
        else:
            results.append(_reduction_output(interp, op, k, init, d, inv, reduction, bounds, patterns[k], folds))
    return results


def _loop_values(J, inv, d):
    """(parallel loop variable, index term) pairs for output indices `J`."""
    return [(d[l], J[pos]) for l, pos in inv.items()]


def _parallel_output(init: Tensor, d, inv, y: Scalar, uninit: z3.BoolRef | None = None, fp=None) -> Tensor:
    def at(term):
        return lambda J: z3.substitute(term, *_loop_values(J, inv, d)) if inv else term

    def elem(J):
        value = at(y.term)(J)
        return value if fp is None else fp.substituted(y.term, value)

    return Tensor(init.elem_type, y.term.sort(), init.dims, index_fn=elem,
                  index_poison_fn=at(y.poison) if y.poison is not None else None,
                  uninit_fn=at(uninit) if uninit is not None else None)  # fmt: skip


def _only_yielded(arg: SSAValue, block) -> bool:
    return all(use.operation is block.last_op for use in arg.uses)


def _moved_uninit(y: SSAValue, block, operands, maps, d) -> z3.BoolRef | None:
    """Whether the element a body yields is uninitialized, when it yields a
    block argument as is (over the loop variables `d`); None otherwise."""
    if not isinstance(y, BlockArgument) or y.block is not block:
        return None
    v = operands[y.index]
    if not isinstance(v, Tensor) or not v.has_uninit:
        return None
    return v.uninit_get(affine.apply(maps[y.index], d))


def _depends_on(value: SSAValue, arg: SSAValue) -> bool:
    seen, todo = set(), [value]
    while todo:
        v = todo.pop()
        if v is arg:
            return True
        if id(v) in seen:
            continue
        seen.add(id(v))
        owner = v.owner
        if hasattr(owner, "operands") and not isinstance(owner, type(None)) and hasattr(owner, "results"):
            todo.extend(owner.operands)
            for region in owner.regions:
                for o in region.walk():
                    todo.extend(o.operands)
    return False


def _reduction_pattern(op, k, n_in):
    """(kind, x) when output k's yield is `addf/addi(x, acc)`."""
    block = op.body.block
    acc_arg = block.args[n_in + k]
    y = block.last_op.operands[k]
    owner = y.owner
    name = op_name(owner) if hasattr(owner, "name") else None
    if name not in ("arith.addf", "arith.addi") or owner.parent_block() is not block:
        return None
    if name == "arith.addf" and _flags(owner):
        return None
    if name == "arith.addi" and _overflow_flags(owner):
        return None
    a, b = owner.operands
    outs = block.args[n_in:]
    for acc, x in ((a, b), (b, a)):
        # A sum's summand reading any output's accumulator (Welford's M2
        # reads the running mean) is folded step by step, with them.
        if acc is acc_arg and not any(_depends_on(x, out) for out in outs):
            return ("fp" if name == "arith.addf" else "int"), x
    return None


def _flags(op) -> bool:
    from tvmlir.semantics.arith import _flags as flags_of

    return bool(flags_of(op, "fastmath") & {"nnan", "ninf", "nsz"})


def _overflow_flags(op) -> bool:
    f = op.properties.get("overflowFlags") or op.attributes.get("overflowFlags")
    return f is not None and bool(getattr(f, "data", ()))


def _reduction_output(interp, op, k, init, d, inv, reduction, bounds, pattern, folds):
    red_bounds = [bounds[r] for r in reduction]
    total = ix.product(red_bounds)
    if pattern is not None:
        kind, x = pattern
        xv = interp.env[x]
        return _sum_output(interp, kind, init, d, inv, reduction, red_bounds, total, xv)
    assert folds is not None
    return folds.output(k, inv)


def _red_subst(J, inv, d, reduction, red_bounds, r_flat):
    pairs = _loop_values(J, inv, d)
    for l, v in zip(reduction, ix.unflatten(r_flat, red_bounds)):
        pairs.append((d[l], v))
    return pairs


def _sum_output(interp, kind, init: Tensor, d, inv, reduction, red_bounds, total, xv: Scalar) -> Tensor:
    ctx = interp.ctx
    elem_type = init.elem_type

    def value(J):
        def elem(r):
            return z3.substitute(xv.term, *_red_subst(J, inv, d, reduction, red_bounds, r))

        start = init.elem_get(J)
        if kind == "fp":
            fmt = interp.sem.float_format(elem_type)
            return reductions.fp_sum(ctx, fmt, elem, total, start, interp.names)
        return reductions.int_sum(ctx, start.size(), elem, total, start, interp.names)

    poison = None
    if init.has_poison or xv.poison is not None:

        def poison(J):
            p = init.poison_get(J)
            if xv.poison is None:
                return p
            r = interp.names.fresh("rp")
            px = z3.substitute(xv.poison, *_red_subst(J, inv, d, reduction, red_bounds, r))
            size = ix.value(total)
            if size is not None and size <= EXACT_FOLD:
                return or_(p, *[z3.substitute(px, (r, ix.bv(v))) for v in range(size)])
            return or_(p, z3.Exists([r], and_(ix.ult(r, total), px)))

        poison = memo(poison)
    return Tensor(elem_type, init.sort, init.dims, index_fn=memo(value), index_poison_fn=poison)


class _Folds:
    """The outputs of a reduction that is not a recognized sum, folded
    exactly, step by step in loop order, *together*: each step's yields
    see every folded output's accumulator.  So outputs that read each
    other's accumulators (torch's max: the values, and the argmax index
    that compares against the running maximum) mean what the loop nest
    computes.  An output that reads the accumulator of a recognized sum
    (not folded step by step) is unsupported."""

    def __init__(self, op, inits, d, parallel, reduction, bounds, ys, accs, patterns):
        self.op, self.inits, self.d, self.parallel, self.reduction = op, inits, d, parallel, reduction
        self.ys, self.accs = ys, accs
        self.members = [k for k, p in enumerate(patterns) if p is None]
        self.red_bounds = [bounds[r] for r in reduction]
        self.size = ix.value(ix.product(self.red_bounds))
        self.invs: dict[int, dict[int, int]] = {}
        for k in self.members:
            for n, p in enumerate(patterns):
                if p is not None and (_mentions_const(ys[k].term, accs[n].term)
                                      or _mentions_const(ys[k].poison_or_false(), accs[n].poison)):
                    raise Unsupported(op, "a reduction output that reads the accumulator of a sum")
        self._fold = memo(self._run)

    def _indices(self, k: int, loops):
        """Output k's indices at the parallel loop values `loops` (the
        constant 0 where its map has one)."""
        inv = self.invs[k]
        at = dict(zip(self.parallel, loops))
        J = [ix.bv(0)] * self.inits[k].rank
        for l, pos in inv.items():
            J[pos] = at[l]
        return J

    def _run(self, loops):
        pairs0 = [(self.d[l], v) for l, v in zip(self.parallel, loops)]
        state = {}
        for k in self.members:
            J = self._indices(k, loops)
            state[k] = (self.inits[k].elem_get(J), self.inits[k].poison_get(J))
        for r in range(self.size):
            pairs = pairs0 + [(self.d[l], v) for l, v in zip(self.reduction, ix.unflatten(ix.bv(r), self.red_bounds))]
            for k in self.members:
                pairs += [(self.accs[k].term, state[k][0]), (self.accs[k].poison, state[k][1])]
            state = {k: (z3.substitute(self.ys[k].term, *pairs), z3.substitute(self.ys[k].poison_or_false(), *pairs))
                     for k in self.members}
        return state

    def output(self, k: int, inv: dict[int, int]) -> Tensor:
        if self.size is None or self.size > EXACT_FOLD:
            raise Unsupported(self.op, "a reduction body other than a sum over more than "
                              f"{EXACT_FOLD} (or a dynamic number of) iterations")
        self.invs[k] = inv
        init = self.inits[k]

        def at(J, which):
            return self._fold([J[inv[l]] for l in self.parallel])[k][which]

        return Tensor(init.elem_type, init.sort, init.dims,
                      index_fn=lambda J: at(J, 0), index_poison_fn=lambda J: at(J, 1))  # fmt: skip


def _used_besides_yield(value: SSAValue, block) -> bool:
    return any(use.operation is not block.last_op for use in value.uses)


def _mentions_const(term, c) -> bool:
    return any(c.eq(x) for x in _consts(term))


def _consts(term):
    seen, todo, out = set(), [term], []
    while todo:
        t = todo.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if z3.is_const(t) and t.num_args() == 0:
            out.append(t)
        todo.extend(t.children())
    return out


def _index(interp, op):
    dim = op.dim.value.data
    if not interp.index_stack or dim >= len(interp.index_stack[-1]):
        raise Unsupported(op, "linalg.index outside a linalg body")
    return [interp.index_value(interp.index_stack[-1][dim])]


def is_shaped(t) -> bool:
    return isinstance(t, ShapedType)


LINALG = {
    "linalg.generic": _generic,
    "linalg.reduce": _reduce,
    "linalg.map": _map,
    "linalg.index": _index,
}
