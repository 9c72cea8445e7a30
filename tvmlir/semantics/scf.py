"""`scf` ops in tv-check: the table `SCF`.

`scf.if`, `scf.index_switch` and `scf.execute_region` run their regions
under their conditions (`paths.branch`, exact).  The loops are unrolled
(`loops.unroll`: exact within the bounds it states, unsupported beyond):

* `scf.for`: iteration k runs where `lb + j * step < ub` held for every
  j <= k, compared signed on the induction variable's type with its
  wrap-around, as `-convert-scf-to-cf` executes it (a non-positive step
  never ends the loop: it exceeds any unroll bound);
* `scf.while`: the `before` region runs, and `after` where its condition
  holds, until the condition is false on every input (proved by the
  solver when it is not a constant);
* `scf.forall`: every point of the iteration space, in order; each
  iteration reads the shared outputs as they were on entry and its
  `tensor.parallel_insert_slice`s go into the results.  MLIR leaves the
  order of the iterations unspecified and conflicting inserts "undefined"
  (any value): two iterations whose slices may overlap make the loop
  unsupported, and so do memory accesses that may race (`races`);
* `scf.parallel`: every point in order, with `races`' check; its
  `scf.reduce` regions combine the values in an unspecified order, so only
  combiners that are associative and commutative exactly
  (`REDUCE_COMBINERS`: integer add/mul/and/or/xor/min/max, float
  `maximumf`/`minimumf`) are folded, in iteration order; any other is
  unsupported.

Poison in a condition or a bound is UB (it decides a branch).
"""

from __future__ import annotations

import itertools

import z3
from xdsl.dialects.builtin import DYNAMIC_INDEX

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, not_, or_
from tvmlir.semantics.loops import spend, trip_bound, unroll_counted
from tvmlir.semantics.paths import branch, merge_value, when
from tvmlir.semantics.races import check_race_free, recording
from tvmlir.semantics.values import Scalar, Tensor


def condition(interp, v) -> z3.BoolRef:
    """An i1 operand deciding a branch: its poison is UB."""
    s = interp.scalar(v)
    interp.observe(s)
    return s.term == z3.BitVecVal(1, 1) if z3.is_bv(s.term) else s.term


def bound(interp, v) -> z3.BitVecRef:
    """A loop bound (index or integer): its poison is UB."""
    s = interp.scalar(v)
    interp.observe(s)
    return s.term


def run_region(interp, region, args) -> list:
    """The values a single-block region yields on `args`."""
    if not region.blocks:
        return []
    if len(region.blocks) > 1:
        raise Unsupported(region.parent_op(), "a region of several blocks")
    _, values = interp.run_block(region.blocks[0], args)
    return values


# --- branches ---------------------------------------------------------------------


def _if(interp, op):
    c = condition(interp, op.cond)
    return branch(interp, op, c, lambda: run_region(interp, op.true_region, []),
                  lambda: run_region(interp, op.false_region, []))  # fmt: skip


def _index_switch(interp, op):
    k = interp.scalar(op.arg)
    interp.observe(k)
    cases = [int(v) for v in op.cases.get_values()]
    width = k.term.size()

    def from_case(n: int) -> list:
        if n == len(cases):
            return run_region(interp, op.default_region, [])
        c = k.term == z3.BitVecVal(cases[n], width)
        return branch(interp, op, c, lambda: run_region(interp, op.case_regions[n], []), lambda: from_case(n + 1))

    return from_case(0)


def _execute_region(interp, op):
    if len(op.region.blocks) == 1:
        return run_region(interp, op.region, [])
    from tvmlir.semantics.cfg import run_region as run_blocks

    return run_blocks(interp, op, op.region, [], ("scf.yield",))


# --- scf.for ------------------------------------------------------------------------


def counted(lb: z3.BitVecRef, ub: z3.BitVecRef, step: z3.BitVecRef):
    """(runs, iv, count) of a loop `for (iv = lb; iv < ub; iv += step)`
    (signed, wrapping): `runs(k)` whether iteration k runs, `iv(k)` its
    induction variable, `count` the trip count when the bounds are
    constants (None otherwise, or when it is not finite)."""
    w = lb.size()
    ivs = [lb]
    runs_memo = [z3.simplify(lb < ub)]

    def iv(k: int) -> z3.BitVecRef:
        while len(ivs) <= k:
            ivs.append(z3.simplify(ivs[-1] + step))
        return ivs[k]

    def runs(k: int) -> z3.BoolRef:
        while len(runs_memo) <= k:
            n = len(runs_memo)
            runs_memo.append(z3.simplify(and_(runs_memo[-1], iv(n) < ub)))
        return runs_memo[k]

    count = None
    if all(z3.is_bv_value(t) for t in (lb, ub, step)):
        lo, hi, st = (_signed(t.as_long(), w) for t in (lb, ub, step))
        if lo >= hi:
            count = 0
        elif st > 0:
            n = -((lo - hi) // st)
            # Exact unless the step after the last iteration wraps around
            # to below `hi` (then the loop goes on: `runs` decides).
            if lo + n * st < (1 << (w - 1)):
                count = n
    return runs, iv, count


def never_ends(lb: z3.BitVecRef, ub: z3.BitVecRef, step: z3.BitVecRef) -> z3.BoolRef:
    """Where `for (iv = lb; iv < ub; iv += step)` (signed, wrapping) does
    not end by reaching its bound: it is entered and its step is not
    positive (MLIR requires a positive step), or the induction variable
    passes the largest value of its type before reaching `ub` (it wraps
    around).  Exact in w+2 bits: the last iteration's variable is
    `lb + ((ub - lb - 1) / step) * step`, and the loop ends iff one more
    step does not pass the largest value."""
    w = lb.size()
    sx = [z3.SignExt(2, t) for t in (lb, ub, step)]
    lo, hi, st = sx
    last = lo + z3.UDiv(hi - lo - 1, st) * st
    largest = z3.BitVecVal((1 << (w - 1)) - 1, w + 2)
    entered = lb < ub
    return z3.And(entered, z3.Or(step <= 0, last + st > largest))


def _signed(v: int, w: int) -> int:
    return v - (1 << w) if v >> (w - 1) else v


def _for(interp, op):
    lb, ub, step = bound(interp, op.lb), bound(interp, op.ub), bound(interp, op.step)
    runs, iv, count = counted(lb, ub, step)
    block = op.body.blocks[0]

    def body(k, state):
        _, values = interp.run_block(block, [Scalar(iv(k)), *state])
        return values

    inits = [interp.value(v) for v in op.iter_args]
    try:
        from tvmlir.semantics.loop_pairing import nest_too_big, symbolic_in_nested_body

        if count is None and symbolic_in_nested_body(interp):
            raise Unsupported(op, symbolic_in_nested_body(interp))
        count = trip_bound(interp, op, runs, count)
        big = nest_too_big(interp, op, count)
        if big:
            raise Unsupported(op, big)
        spend(interp, op, count)
    except Unsupported as e:  # not unrolled: paired with the target's loop, if that is proved
        from tvmlir.semantics.loop_pairing import summarize_for

        return summarize_for(interp, op, lb, ub, step, inits, e)
    return unroll_counted(interp, op, runs, body, inits, count)


# --- scf.while ----------------------------------------------------------------------

WHILE_CHECKS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512)
"""After how many symbolic iterations `scf.while` asks the solver whether
the loop may still run (each question costs a query)."""


PAIR_AFTER = 16
"""After how many symbolic iterations a `scf.while` that may still run is
paired instead of unrolled further, where pairing applies
(`while_pairing.pairs_early`): unrolling to the budget (256) cost 6 s of
CPU on `-scf-for-to-while`'s `for_iter_args` before the pairing that
verifies it, 16 iterations cost 0.5 s.  A loop that ends after 17 to 256
iterations is summarized instead of unrolled (exact either way if the
target's loop pairs; unsupported if the pass changed it)."""


def _while(interp, op):
    from tvmlir.semantics.loops import budget_left, never, too_many
    from tvmlir.semantics.while_pairing import pairs_early, summarize_while

    before, after = op.before_region.blocks[0], op.after_region.blocks[0]

    def step(args) -> tuple[z3.BoolRef, list]:
        term, values = interp.run_block(before, args)
        c = values[0]
        if not isinstance(c, Scalar):
            raise Unsupported(term, "a condition that is not a scalar")
        interp.observe(c)
        return (c.term == z3.BitVecVal(1, 1) if z3.is_bv(c.term) else c.term), values[1:]

    inits = [interp.value(v) for v in op.arguments]
    start = interp.unrolled
    c, vals = step(inits)
    going = z3.simplify(c)
    k = 0
    while not z3.is_false(going):
        k += 1
        if k in WHILE_CHECKS and not z3.is_true(going) and never(interp, going) is True:
            break
        early = k == PAIR_AFTER and pairs_early(interp, op)
        if early or budget_left(interp) < 1:
            # Not unrolled: paired with the target's loop, if that is
            # proved.  The iterations unrolled so far are given back to the
            # function's budget (their UB stays: the real loop runs them).
            interp.unrolled = start
            why = Unsupported(op, f"loop not proved to end within {PAIR_AFTER} iterations" if early else
                              too_many(interp, "loop whose trip count is not bounded below the budget"))  # fmt: skip
            return summarize_while(interp, op, inits, why)
        spend(interp, op, 1)

        def again(vals=vals):
            _, args = interp.run_block(after, list(vals))
            c2, vals2 = step(args)
            return [Scalar(z3.If(c2, z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))), *vals2]

        out = when(interp, op, going, again, [Scalar(z3.BitVecVal(0, 1)), *vals])
        vals = out[1:]
        going = z3.simplify(and_(going, out[0].term == z3.BitVecVal(1, 1)))
    return list(vals)


# --- parallel loops -----------------------------------------------------------------


def _space(interp, op, lbs, ubs, steps):
    """The points of a rectangular iteration space: (where each runs, its
    induction variables), every point that may run, row-major."""
    dims = []
    for lb, ub, st in zip(lbs, ubs, steps):
        runs, iv, count = counted(lb, ub, st)
        n = trip_bound(interp, op, runs, count)
        dims.append([(runs(k), iv(k)) for k in range(n)])
    points = list(itertools.product(*dims))
    spend(interp, op, len(points))
    return [(z3.simplify(and_(*[r for r, _ in p])) if p else z3.BoolVal(True), [v for _, v in p]) for p in points]


def _mixed_bounds(interp, dynamic, static):
    it = iter(dynamic)
    out = []
    for v in static.get_values():
        out.append(bound(interp, next(it)) if v == DYNAMIC_INDEX else z3.BitVecVal(v, interp.sem.index_width))
    return out


def _forall(interp, op):
    lbs = _mixed_bounds(interp, op.dynamicLowerBound, op.staticLowerBound)
    ubs = _mixed_bounds(interp, op.dynamicUpperBound, op.staticUpperBound)
    steps = _mixed_bounds(interp, op.dynamicStep, op.staticStep)
    block = op.body.blocks[0]
    entry = [interp.value(v) for v in op.outputs]
    shared = list(block.args[len(lbs):])
    results = list(entry)
    slices: list[tuple[z3.BoolRef, list]] = []  # per iteration: (runs, [(output, box)])
    iterations = []
    for runs, ivs in _space(interp, op, lbs, ubs, steps):
        def body(ivs=ivs):
            inserts = []
            with recording(interp) as accesses:
                term, _ = interp.run_block(block, [*(Scalar(v) for v in ivs), *entry])
                new = list(results)
                for ins in term.region.blocks[0].ops if term.regions and term.region.blocks else []:
                    if op_name(ins) != "tensor.parallel_insert_slice":
                        raise Unsupported(ins, "only tensor.parallel_insert_slice is modelled in scf.forall.in_parallel")
                    if ins.dest not in shared:
                        raise Unsupported(ins, "a parallel_insert_slice into a value that is not a shared output")
                    k = shared.index(ins.dest)
                    interp.uses(ins)
                    from tvmlir.semantics.tensor import inserted, slice_operands

                    new[k] = inserted(interp, ins, interp.tensor(ins.source), new[k])
                    inserts.append((k, slice_operands(interp, ins)))
            iterations.append((runs, accesses))
            slices.append((runs, inserts))
            return new

        results = when(interp, op, runs, body, results)
    check_race_free(interp, op, iterations)
    _check_disjoint_slices(interp, op, slices)
    return results


def _check_disjoint_slices(interp, op, slices) -> None:
    """Unsupported unless no two iterations that run insert into one
    element of a shared output (a conflict's value is undefined)."""
    from tvmlir.semantics.loops import never

    clauses = []
    for i, (g1, ins1) in enumerate(slices):
        for g2, ins2 in slices[i + 1 :]:
            for k1, box1 in ins1:
                for k2, box2 in ins2:
                    if k1 == k2:
                        c = z3.simplify(and_(g1, g2, _boxes_meet(box1, box2)))
                        if not z3.is_false(c):
                            clauses.append(c)
    if clauses and never(interp, or_(*clauses)) is not True:
        raise Unsupported(op, "the parallel_insert_slices of two iterations may overlap (their order is "
                              "unspecified)")  # fmt: skip


def _boxes_meet(a, b) -> z3.BoolRef:
    """Two slices (offsets, sizes, strides) may share an element: their
    hulls (least to greatest index, `ix.signed_hull`: a negative stride
    runs down from the offset) meet in every dimension and both are
    non-empty (128-bit arithmetic)."""
    conds = []
    for oa, sa, ta, ob, sb, tb in zip(*a, *b):
        la, ha = ix.signed_hull(oa, sa, ta)
        lb, hb = ix.signed_hull(ob, sb, tb)
        conds += [z3.UGT(sa, ix.bv(0)), z3.UGT(sb, ix.bv(0)), la <= hb, lb <= ha]
    return and_(*conds)


REDUCE_COMBINERS = {
    "arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori",
    "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui", "arith.maximumf", "arith.minimumf",
}  # fmt: skip
"""Combiners whose result does not depend on the order of the operands:
associative and commutative exactly (wrapping integers; IEEE maximum and
minimum, NaN- and signed-zero-aware)."""


def combiner(op, region):
    """The single associative-commutative op of a reduction region
    combining its two arguments, else unsupported."""
    block = region.blocks[0]
    ops = list(block.ops)
    if (len(ops) == 2 and op_name(ops[0]) in REDUCE_COMBINERS and not _flags(ops[0])
            and set(ops[0].operands) == set(block.args) and len(block.args) == 2
            and list(ops[1].operands) == [ops[0].results[0]]):  # fmt: skip
        return block
    raise Unsupported(op, "a reduction whose combiner is not one associative and commutative op "
                          f"({', '.join(sorted(n.split('.')[1] for n in REDUCE_COMBINERS))})")


def _flags(op) -> bool:
    """Integer overflow flags make a combiner's result poison in some
    orders only."""
    flags = op.properties.get("overflowFlags") or op.attributes.get("overflowFlags")
    return flags is not None and "none" not in str(flags)


def _parallel(interp, op):
    lbs = [bound(interp, v) for v in op.lowerBound]
    ubs = [bound(interp, v) for v in op.upperBound]
    steps = [bound(interp, v) for v in op.step]
    block = op.body.blocks[0]
    acc = [interp.value(v) for v in op.initVals]
    iterations = []
    for runs, ivs in _space(interp, op, lbs, ubs, steps):
        def body(ivs=ivs, acc=acc):
            with recording(interp) as accesses:
                term, values = interp.run_block(block, [Scalar(v) for v in ivs])
                out = []
                for a, v, region in zip(acc, values, term.regions):
                    out.append(interp.run_block(combiner(op, region), [a, v])[1][0])
            iterations.append((runs, accesses))
            return out

        acc = when(interp, op, runs, body, acc)
    check_race_free(interp, op, iterations)
    return acc


SCF = {
    "scf.if": _if,
    "scf.index_switch": _index_switch,
    "scf.execute_region": _execute_region,
    "scf.for": _for,
    "scf.while": _while,
    "scf.forall": _forall,
    "scf.parallel": _parallel,
}
