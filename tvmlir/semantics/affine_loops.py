"""`affine.for`, `affine.parallel`, `affine.if`, `affine.load`,
`affine.store`, `affine.vector_load`, `affine.vector_store` and
`affine.prefetch` in tv-check: the table `AFFINE_LOOPS`.

They mean what `-lower-affine` makes of them (MLIR 19, `AffineToStandard`),
the reading `affine_ops` gives `affine.apply`: map results are `index`
arithmetic on signed values; a loop's lower bound is the maximum of its
lower-bound map's results and its upper bound the minimum of the upper
map's (signed), and it runs as the `scf.for` it becomes (`scf.counted`,
unrolled by `loops.unroll`); an `affine.if` holds where every constraint
does (`e >= 0`, `e == 0`, signed); loads and stores access the indices the
map computes.  A loop that is not unrolled (bounds from arguments, more
iterations than the unroll budget) is paired with the target's
(`loop_pairing.summarize_for`, as a `scf.for`: its bounds are the max and
min terms above).  Poison operands of a bound or condition are UB (they decide
a branch).  `affine.parallel` is the `scf.parallel` it becomes (every
point, the race check; no reductions), the vector accesses the
`vector.load` / `vector.store` they become, and a prefetch does nothing
(`llvm.prefetch`).
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir.affine import AffineConstraintKind

from tvmlir.semantics import index as ix
from tvmlir.semantics.affine_ops import evaluate_signed
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, ite, or_
from tvmlir.semantics.loops import spend, trip_bound, unroll_counted
from tvmlir.semantics.memory import moved_by_stores
from tvmlir.semantics.paths import branch
from tvmlir.semantics.scf import counted, run_region
from tvmlir.semantics.values import Scalar


def _operand_terms(interp, operands, observe: bool) -> list[z3.BitVecRef]:
    out = []
    for v in operands:
        s = interp.scalar(v)
        if observe:
            interp.observe(s)
        out.append(s.term)
    return out


def map_results(interp, op, m, operands, observe: bool = True) -> list[z3.BitVecRef]:
    """The results of affine map `m` on `operands` (its dims, then its
    symbols), as `index` values."""
    terms = _operand_terms(interp, operands, observe)
    dims, syms = terms[: m.num_dims], terms[m.num_dims :]
    return [evaluate_signed(op, r, dims, syms, interp.sem.index_width) for r in m.results]


def _extreme(terms, larger: bool) -> z3.BitVecRef:
    acc = terms[0]
    for t in terms[1:]:
        acc = ite(t > acc, t, acc) if larger else ite(t < acc, t, acc)
    return z3.simplify(acc)


def _for(interp, op):
    lb_ops = list(op.lowerBoundOperands)
    ub_ops = list(op.upperBoundOperands)
    lbs = map_results(interp, op, op.lowerBoundMap.data, lb_ops)
    ubs = map_results(interp, op, op.upperBoundMap.data, ub_ops)
    if not lbs or not ubs:
        raise Unsupported(op, "a bound map without results")
    step = op.step.value.data
    width = interp.sem.index_width
    lb, ub, stride = _extreme(lbs, True), _extreme(ubs, False), z3.BitVecVal(step, width)
    runs, iv, count = counted(lb, ub, stride)
    block = op.body.blocks[0]

    def body(k, state):
        _, values = interp.run_block(block, [Scalar(iv(k)), *state])
        return values

    inits = [interp.value(v) for v in op.inits]
    try:
        from tvmlir.semantics.loop_pairing import nest_too_big, symbolic_in_nested_body

        if count is None and symbolic_in_nested_body(interp):
            raise Unsupported(op, symbolic_in_nested_body(interp))
        count = trip_bound(interp, op, runs, count)
        big = nest_too_big(interp, op, count)
        if big:
            raise Unsupported(op, big)
        spend(interp, op, count)
    except Unsupported as e:  # not unrolled: paired with the target's loop, as a scf.for
        from tvmlir.semantics.loop_pairing import summarize_for

        return summarize_for(interp, op, lb, ub, stride, inits, e)
    return unroll_counted(interp, op, runs, body, inits, count)


def _if(interp, op):
    s = op.condition.data
    terms = _operand_terms(interp, op.args, True)
    dims, syms = terms[: s.num_dims], terms[s.num_dims :]
    width = interp.sem.index_width
    zero = z3.BitVecVal(0, width)
    conds = []
    for c in s.constraints:
        lhs = evaluate_signed(op, c.lhs, dims, syms, width)
        rhs = evaluate_signed(op, c.rhs, dims, syms, width)
        if c.kind == AffineConstraintKind.eq:
            conds.append(lhs - rhs == zero)
        elif c.kind == AffineConstraintKind.ge:
            conds.append(lhs - rhs >= zero)
        else:
            conds.append(lhs - rhs <= zero)
    return branch(interp, op, and_(*conds) if conds else z3.BoolVal(True),
                  lambda: run_region(interp, op.then_region, []), lambda: run_region(interp, op.else_region, []))


def _indices(interp, op) -> list[z3.BitVecRef]:
    """A load's or store's memory indices: its map on its index operands
    (poison indices are UB, as for memref.load)."""
    return [ix.from_index_value(t) for t in map_results(interp, op, op.map.data, op.indices)]


def _load(interp, op):
    m = interp.memref(op.memref)
    v, ub = interp.memory.load(m, _indices(interp, op), moved=moved_by_stores(op))
    interp.ub(ub)
    return [v]


def _store(interp, op):
    m = interp.memref(op.memref)
    v = interp.scalar(op.value)
    interp.ub(interp.memory.store(m, _indices(interp, op), v))
    return []


def _delinearize(interp, op):
    """`affine.delinearize_index %x into (%b0, .., %bn)`: the digits of
    `%x` in the mixed radix of the basis, as MLIR 19 lowers it (floordiv
    and mod by each basis product, signed; a non-positive basis element is
    not modelled)."""
    x = interp.scalar(op.linear_index)
    basis = [interp.scalar(b) for b in op.basis]
    consts = [z3.simplify(b.term) for b in basis]
    if not all(z3.is_bv_value(c) and c.as_signed_long() > 0 for c in consts):
        raise Unsupported(op, "a basis that is not positive constants")
    width = interp.sem.index_width
    sizes = [c.as_signed_long() for c in consts]
    out = []
    poison = x.poison
    for k in range(len(sizes)):
        inner = 1
        for s in sizes[k + 1 :]:
            inner *= s
        q = _floordiv(x.term, inner, width)
        out.append(Scalar(q if k == 0 else _mod(q, sizes[k], width), poison))
    return out


def _floordiv(a, c: int, width: int):
    if c == 1:
        return a
    b = z3.BitVecVal(c, width)
    minus1 = z3.BitVecVal(-1, width)
    return z3.simplify(ite(a < 0, minus1 - (minus1 - a) / b, a / b))


def _mod(a, c: int, width: int):
    b = z3.BitVecVal(c, width)
    r = z3.SRem(a, b)
    return z3.simplify(r + ite(r < 0, b, z3.BitVecVal(0, width)))


ATOMIC_RMW_KINDS = {1: "addi", 10: "muli", 11: "ori", 12: "andi"}
"""MLIR 19's `arith::AtomicRMWKind` values of the reductions modelled:
the integer ones its verifier accepts (it rejects maxs, mins, maxu, minu
on every type), associative and commutative exactly (wrapping), so the
unspecified order of a parallel reduction does not matter.  The float
ones (addf, mulf: not associative; maximumf, minimumf, maxnumf, minnumf;
assign) are unsupported."""


_OTHER_KINDS = {0: "addf", 2: "assign", 3: "maximumf", 4: "maxs", 5: "maxu", 6: "minimumf", 7: "mins", 8: "minu",
                9: "mulf", 13: "maxnumf", 14: "minnumf"}  # fmt: skip


def _reduction(op, attr) -> str:
    from xdsl.dialects.builtin import IntegerAttr, StringAttr

    name = str(attr)
    if isinstance(attr, IntegerAttr):
        name = ATOMIC_RMW_KINDS.get(attr.value.data) or _OTHER_KINDS.get(attr.value.data, name)
    elif isinstance(attr, StringAttr):
        name = attr.data
    if name in ATOMIC_RMW_KINDS.values():
        return name
    raise Unsupported(op, f"a parallel reduction {name} that is not an exactly associative and commutative "
                          f"integer one ({', '.join(sorted(ATOMIC_RMW_KINDS.values()))})")  # fmt: skip


def _identity(kind: str, width: int) -> z3.BitVecRef:
    """The neutral value `-lower-affine` starts a reduction from
    (`arith::getIdentityValueAttr`)."""
    value = {"addi": 0, "ori": 0, "muli": 1, "andi": (1 << width) - 1}[kind]
    return z3.BitVecVal(value, width)


def _combine(kind: str, a: Scalar, b: Scalar) -> Scalar:
    x, y = a.term, b.term
    term = {
        "addi": lambda: x + y,
        "muli": lambda: x * y,
        "ori": lambda: x | y,
        "andi": lambda: x & y,
    }[kind]()
    poisons = [p for p in (a.poison, b.poison) if p is not None]
    return Scalar(z3.simplify(term), or_(*poisons) if poisons else None)


def _parallel(interp, op):
    """`affine.parallel`, as `-lower-affine` makes it a `scf.parallel`:
    dimension i runs from the maximum of lower-bound group i's results to
    the minimum of upper-bound group i's (signed) by `steps[i]`; every
    point runs, in order, with the race check of `scf.parallel` (MLIR
    leaves the order unspecified).  Result k is reduction k of the values
    the iterations yield, from its identity (`ATOMIC_RMW_KINDS`)."""
    from tvmlir.semantics.paths import when
    from tvmlir.semantics.races import check_race_free, recording
    from tvmlir.semantics.scf import _space

    kinds = [_reduction(op, a) for a in op.reductions.data]
    if len(kinds) != len(op.results):
        raise Unsupported(op, "a reduction per result")
    lmap, umap = op.lowerBoundsMap.data, op.upperBoundsMap.data
    operands = list(op.operands)
    nl = lmap.num_dims + lmap.num_symbols
    lows = map_results(interp, op, lmap, operands[:nl])
    highs = map_results(interp, op, umap, operands[nl:])
    width = interp.sem.index_width

    def grouped(terms, groups, larger):
        out, at = [], 0
        for g in groups:
            if g <= 0:
                raise Unsupported(op, "an empty bound group")
            out.append(_extreme(terms[at : at + g], larger))
            at += g
        return out

    lbs = grouped(lows, op.lowerBoundsGroups.get_values(), True)
    ubs = grouped(highs, op.upperBoundsGroups.get_values(), False)
    if any(a.value.data <= 0 for a in op.steps.data):
        raise Unsupported(op, "a step that is not positive")
    steps = [z3.BitVecVal(a.value.data, width) for a in op.steps.data]
    if not (len(lbs) == len(ubs) == len(steps)):
        raise Unsupported(op, "bounds and steps of different ranks")
    acc = []
    for kind, r in zip(kinds, op.results):
        if not isinstance(r.type, IndexType | IntegerType):
            raise Unsupported(op, f"a {kind} reduction of {r.type}")
        acc.append(Scalar(_identity(kind, width if isinstance(r.type, IndexType) else r.type.width.data)))
    block = op.body.blocks[0]
    iterations = []
    for runs, ivs in _space(interp, op, lbs, ubs, steps):
        def body(ivs=ivs, acc=acc):
            with recording(interp) as accesses:
                _, values = interp.run_block(block, [Scalar(v) for v in ivs])
                out = [_combine(k, a, _scalar(op, v)) for k, a, v in zip(kinds, acc, values)]
            iterations.append((runs, accesses))
            return out

        acc = when(interp, op, runs, body, acc)
    check_race_free(interp, op, iterations)
    return acc


def _scalar(op, v) -> Scalar:
    if not isinstance(v, Scalar):
        raise Unsupported(op, "a reduction of a value that is not a scalar")
    return v


def _vector_load(interp, op):
    """`affine.vector_load`: `vector.load` at the map's indices (as
    `-lower-affine` makes it)."""
    from tvmlir.semantics.vector_transfer import load_vector

    return load_vector(interp, op, op.memref, _indices(interp, op))


def _vector_store(interp, op):
    """`affine.vector_store`: `vector.store` at the map's indices."""
    from tvmlir.semantics.vector_transfer import store_vector

    return store_vector(interp, op, op.value, op.memref, _indices(interp, op))


def _prefetch(interp, op):
    """`affine.prefetch` / `memref.prefetch`: no effect.  Both lower to
    LLVM's `llvm.prefetch`, which "has no effect on the behavior of the
    program" (LangRef), whatever address it is given: its indices are not
    evaluated (neither their poison nor their bounds matter)."""
    return []


AFFINE_LOOPS = {
    "affine.for": _for,
    "affine.parallel": _parallel,
    "affine.vector_load": _vector_load,
    "affine.vector_store": _vector_store,
    "affine.prefetch": _prefetch,
    "affine.if": _if,
    "affine.load": _load,
    "affine.store": _store,
    "affine.delinearize_index": _delinearize,
}
