"""`scf.while` loops tv-check cannot unroll: paired with the target's, regions proven equal.

Why: a `scf.while` whose condition depends on the function's inputs has no
bound `scf._while` can unroll to, and passes that keep the loop and change
what its regions compute (tensor copy insertion, canonicalization inside
the regions) are common.  This is `loop_pairing.py`'s rule for `scf.for`
(read its header first) with the while loop's two regions in place of the
one body and no bounds.

**The encoding.**  The k-th loop of the source that is not unrolled (of
either kind, in execution order) is summarized by fresh uninterpreted
functions of its initial values, one per result part and one for its UB:
`W_k(inits)`.  The k-th such loop of the target is summarized by the *same*
functions of *its* initial values, only if the source's k-th loop is an
`scf.while` with the same types (before arguments, forwarded values,
results) and a separate query proved both

    (before) for every carried value X:
        the source's `before` is defined on X
        ==> the target's is defined on X, and its condition and forwarded
            values are the source's;
    (after)  for every forwarded value Y:
        the source's `after` is defined on Y
        ==> the target's is defined on Y and yields what the source's does

or, if the source's k-th loop (or one of its loops that are exactly their
initial values) is an `scf.for`, the target's loop is that for loop made
into a while loop (`-scf-for-to-while`, `_pair_with_for`)
(exact equality of terms, poison, extents, elements, uninitialized flags;
a poison condition is UB of its region, as when the loop runs; the values
the regions capture from outside are each side's own, under the query's
preconditions).  Otherwise the target's loop is unsupported with the reason
it was not unrolled.

**Why a proof with the shared functions is a proof.**  As for `scf.for`:
the refinement query holds for every interpretation of `W`, so for the one
that is the source loop's real meaning (its regions with the values they
capture at the input).  At the target's loop, from its own initial values
a: by induction over the iterations of the source's loop run from a, the
two loops are in the same state after each region (equal carried values
before `before`, equal conditions and forwarded values after it, equal
carried values after `after`): wherever the source's run is defined, the
target's is, takes the same branch, and ends with the same results, so
the target's loop is exactly `W(a)`; where the source's run from a is
undefined, the encoded target is undefined, which the query proved happens
only where the source is.  A failed or timed-out query with a summary is
unsupported, never FAILED (`refinement/check.py`), as for `scf.for`.

**No assumption that loops end** (unlike `scf.for`'s rule): the target's
loop must start from the source's initial values (the target is undefined
where they differ, `differ` on every carried value, so a target that starts
elsewhere is never verified).  Then the two real loops run in lockstep from
equal states: where the source's runs forever, so does the target's, and
the target refines the source whatever the summary returns there; where it
ends, the summary is exact.  (For `scf.for` the target may start from its
own values, which a pass that peels or rotates needs; a while loop's
regions carry no bounds to relate, so equal starts are the simple exact
rule.)

**What is eligible**: what `loop_pairing.ineligible` admits for `scf.for`
(no memory, no call, no nondeterministic choice, no loop needing a summary
inside, not inside a binder, carried values scalars, tensors or vectors).
The target must carry the source's values in the same order (no dropped
value, no permutation): the regions are compared position by position.
"""

from __future__ import annotations

import z3

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, not_, or_
from tvmlir.semantics.loop_pairing import (
    MAX_MAPPINGS,
    SourceLoop,
    apply_summary,
    differ,
    fresh_value,
    ineligible,
    pairing,
    run_block_isolated,
    snapshot,
    source_env,
    start_differs,
)
from tvmlir.semantics.values import Scalar

def pairs_early(interp, op) -> bool:
    """Whether `op`, still running after `scf.PAIR_AFTER` symbolic
    iterations, should be paired now rather than unrolled to the budget:
    it is eligible, and on the target side the source has a loop it may
    pair with (else unrolling further is the only way to decide it)."""
    p = pairing(interp.ctx)
    if p.inside_body or ineligible(interp, op):
        return False
    return interp.is_source or p.targets < len(p.sources) or bool(p.exact)


def summarize_while(interp, op, inits, why: Unsupported) -> list:
    """The results of `scf.while` `op` that `scf._while` could not unroll
    (`why`): the source's summary, or the target's paired with it (see the
    module doc).  Raises `why` (with the reason pairing failed) otherwise."""
    reason = why.reason or "not unrolled"
    p = pairing(interp.ctx)
    if p.inside_body:
        blocker = "a loop inside the body of a paired loop"
    else:
        blocker = ineligible(interp, op)
    if blocker:
        raise Unsupported(op, f"{reason} (not paired: {blocker})") from why
    if interp.is_source:
        k = len(p.sources)
        p.sources.append(SourceLoop(op, interp, reason, [False] * len(op.results), False, list(inits), kind="scf.while",
                                    env=snapshot(interp, op)))
        return apply_summary(interp, op, k, [], inits, [False] * len(op.results), False)
    k = p.targets
    p.targets += 1
    if k >= len(p.sources) or p.sources[k].kind == "scf.for":
        # A for loop made into this while loop: the source's k-th summarized
        # loop, else one of its exact for loops (which take no slot).
        candidates = [*p.sources[k:k + 1], *p.exact][:MAX_MAPPINGS]
        problem = "the source has no such loop to pair it with"
        for src in candidates:
            result = _pair_with_for(src, interp, op, inits)
            if not isinstance(result, str):
                if src not in p.sources:
                    p.targets -= 1
                return result
            if src is candidates[0]:
                problem = result
        raise Unsupported(op, f"{reason} (not paired: {problem})") from why
    src = p.sources[k]
    if src.kind != "scf.while":
        raise Unsupported(op, f"{reason} (not paired: the source's loop is a {src.kind})") from why
    if _signature(src.op) != _signature(op):
        raise Unsupported(op, f"{reason} (not paired: the source's loop carries other types)") from why
    p.proving = True
    try:
        problem = _regions_equal(src, interp, op)
    finally:
        p.proving = False
    if problem:
        raise Unsupported(op, f"{reason} (not paired: {problem})") from why
    from tvmlir.ir.diagnostics import format_op_location

    # Equal starts: the lockstep argument of the module doc needs no
    # assumption that the loops end.
    interp.ub(start_differs(interp.ctx, or_(*[differ(interp.ctx.names, s, t)
                                              for s, t in zip(src.inits, inits, strict=True)])))  # fmt: skip
    p.proved.append(f"the loop at {format_op_location(op)} is paired with the source's at "
                    f"{format_op_location(src.op)}: both regions proved equal for every carried value, "
                    "from the same initial values")
    return apply_summary(interp, src.op, k, [], list(inits), src.kept, src.defined)


def _signature(op) -> tuple:
    """The types the regions are compared at: before arguments, forwarded
    values (after arguments), results."""
    before, after = op.before_region.blocks[0], op.after_region.blocks[0]
    return (tuple(a.type for a in before.args), tuple(a.type for a in after.args), tuple(r.type for r in op.results))


def _condition(interp):
    """`then` for the before region: the condition as an i1 scalar (its
    poison is UB of the region, as in `scf._while`), then the forwarded
    values."""

    def then(values):
        c = values[0]
        if not isinstance(c, Scalar):
            raise Unsupported(None, "a condition that is not a scalar")
        interp.observe(c)
        term = c.term == z3.BitVecVal(1, 1) if z3.is_bv(c.term) else c.term
        return [term, *values[1:]]

    return then


def _regions_equal(src: SourceLoop, t_interp, t_op) -> str:
    """"" when the target's regions agree with the source's on every
    carried and forwarded value (see the module doc), else why not."""
    from tvmlir.semantics.loops import never

    s_interp, s_op = src.interp, src.op
    ctx = t_interp.ctx
    names = ctx.names
    n_pre, n_sums, n_folds = len(ctx.preconditions), len(ctx.sums), len(ctx.folds)
    try:
        for name, s_block, t_block in (("before", s_op.before_region.blocks[0], t_op.before_region.blocks[0]),
                                       ("after", s_op.after_region.blocks[0], t_op.after_region.blocks[0])):  # fmt: skip
            args = [fresh_value(ctx, names, a.type) for a in s_block.args]
            then_s = _condition(s_interp) if name == "before" else None
            then_t = _condition(t_interp) if name == "before" else None
            with source_env(src):
                s_run = run_block_isolated(s_interp, s_block, args, then_s)
            t_run = run_block_isolated(t_interp, t_block, args, then_t)
            if isinstance(s_run, str) or isinstance(t_run, str):
                return s_run if isinstance(s_run, str) else t_run
            (s_ub, s_vals), (t_ub, t_vals) = s_run, t_run
            parts = []
            if name == "before":
                parts.append(s_vals[0] != t_vals[0])
                s_vals, t_vals = s_vals[1:], t_vals[1:]
            parts += [differ(names, a, b) for a, b in zip(s_vals, t_vals, strict=True)]
            bad = and_(not_(s_ub), or_(t_ub, *parts))
            answer = never(t_interp, bad)
            if answer is None:
                return f"the {name} regions were not proved equal within the solver's budget"
            if answer is False:
                return f"the {name} regions differ on some carried value"
    finally:
        del ctx.preconditions[n_pre:]
        del ctx.sums[n_sums:]
        del ctx.folds[n_folds:]
    return ""


# --- a source scf.for, a target scf.while (-scf-for-to-while) -----------------------


def _pair_with_for(src: SourceLoop, t_interp, t_op, inits) -> list | str:
    """The target's `scf.while` as the source's `scf.for` it was made from
    (`-scf-for-to-while`): its state is (iv, the for's carried values), its
    `before` tests `iv <s ub` and forwards the state, its `after` runs the
    for's body and steps iv, and it starts from the for's lower bound and
    initial values.  Proved (see the module doc for the lockstep argument):

        (before) for every iv, X: the target's `before` is defined, its
                 condition is `iv <s ub` and it forwards (iv, X) unchanged;
        (after)  for every iv, X where the source's body is defined:
                 the target's `after` is defined and yields
                 (iv + step, the source's body on (iv, X));

    with ub and step the source's bounds (terms over the same inputs), and
    the target undefined where its initial state is not (lb, the source's
    initial values).  Then both loops run the same iterations in lockstep
    and the target's results are the source loop's (whatever its summary
    is, exact facts included), with iv's final value: lb where the loop
    does not run, else `lb + ((ub - lb - 1) / step + 1) * step`, exact where
    the loop ends (a for loop that does not end is undefined in the source,
    `loop_pairing`'s assumption).  A string: why not."""
    from tvmlir.ir.diagnostics import format_op_location
    from tvmlir.semantics.loops import never

    lb, ub, step = src.bounds
    s_op = src.op
    before, after = t_op.before_region.blocks[0], t_op.after_region.blocks[0]
    state = (s_op.body.blocks[0].args[0].type, *(r.type for r in s_op.results))
    if not (tuple(a.type for a in before.args) == state == tuple(a.type for a in after.args)
            == tuple(r.type for r in t_op.results)) or not src.outs:  # fmt: skip
        return "the source's loop is a scf.for whose induction variable and carried values are not this loop's state"
    if src.memory is not None or src.fixed:
        return "the source's loop is a scf.for over memory (not paired with a while loop)"
    ctx = t_interp.ctx
    names = ctx.names
    p = pairing(ctx)
    iv = names.fresh("loop.iv", ub.sort())
    xs = [fresh_value(ctx, names, r.type) for r in s_op.results]
    state_vals = [Scalar(iv), *xs]
    n_pre, n_sums, n_folds = len(ctx.preconditions), len(ctx.sums), len(ctx.folds)
    p.proving = True
    problem = ""
    try:
        t_run = run_block_isolated(t_interp, before, state_vals, _condition(t_interp))
        if isinstance(t_run, str):
            problem = t_run
        else:
            t_ub, t_vals = t_run
            bad = or_(t_ub, t_vals[0] != (iv < ub), *[differ(names, a, b) for a, b in zip(t_vals[1:], state_vals)])
            answer = never(t_interp, bad)
            if answer is not True:
                problem = ("the before region was not proved to test iv < ub within the solver's budget" if answer is None
                           else "the before region does not test iv < ub and forward its state")  # fmt: skip
        if not problem:
            from tvmlir.semantics.loop_pairing import run_isolated

            with source_env(src):
                s_run = run_isolated(src.interp, s_op, iv, xs)
            t_run = run_block_isolated(t_interp, after, state_vals)
            if isinstance(s_run, str) or isinstance(t_run, str):
                problem = s_run if isinstance(s_run, str) else t_run
            else:
                (s_ub, s_vals), (t_ub, t_vals) = s_run, t_run
                stepped = Scalar(iv + step)
                unequal = or_(*[differ(names, a, b) for a, b in zip(t_vals, [stepped, *s_vals], strict=True)])
                answer = never(t_interp, and_(not_(s_ub), or_(t_ub, unequal)))
                if answer is not True:
                    problem = ("the after region was not proved equal to the for loop's body and step within the "
                               "solver's budget" if answer is None
                               else "the after region differs from the for loop's body and step")  # fmt: skip
    finally:
        p.proving = False
        del ctx.preconditions[n_pre:]
        del ctx.sums[n_sums:]
        del ctx.folds[n_folds:]
    if problem:
        return problem
    # Equal starts: (lb, the source's initial values).
    t_interp.ub(start_differs(ctx, or_(*[differ(names, a, b) for a, b in zip(inits, [Scalar(lb), *src.inits],
                                                                           strict=True)])))  # fmt: skip
    p.proved.append(f"the scf.while at {format_op_location(t_op)} is paired with the scf.for at "
                    f"{format_op_location(s_op)}: it tests iv < ub, and runs the for loop's body and step, from "
                    "the same start")
    last = lb + z3.UDiv(ub - lb - 1, step) * step
    final = z3.If(lb < ub, last + step, lb)
    return [Scalar(z3.simplify(final)), *src.outs]
