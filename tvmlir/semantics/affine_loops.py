"""`affine.for`, `affine.if`, `affine.load`, `affine.store` in tv-check:
the table `AFFINE_LOOPS`.

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
a branch).
"""

from __future__ import annotations

import z3
from xdsl.ir.affine import AffineConstraintKind

from tvmlir.semantics import index as ix
from tvmlir.semantics.affine_ops import evaluate_signed
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, ite
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
        count = trip_bound(interp, op, runs, count)
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


AFFINE_LOOPS = {
    "affine.for": _for,
    "affine.if": _if,
    "affine.load": _load,
    "affine.store": _store,
    "affine.delinearize_index": _delinearize,
}
