"""Loops in tv-check: unrolled, exactly, within a bound.

tv-check compares two programs on all inputs with one query, so a loop
is executed symbolically iteration by iteration (`unroll`).  Iteration k
runs on the inputs where `runs(k)` holds (every earlier iteration ran and
the loop condition holds again: for `scf.for`, `lb + k * step < ub`):

* where `runs(k)` simplifies to true, the body just runs;
* where it is a term (the trip count depends on an extent or an index
  argument), the body runs under it (`paths.when`): values, memory and UB
  of the iteration count only where it runs.

The number of iterations unrolled is the least K for which `runs(K)` is
false: by simplification when the bounds are constants, else proved by
the solver from the query's preconditions and the bounds on dynamic
extents (`--max-unknown-dimsize`).  So the encoding is the loop's exact
meaning on every input within those bounds; if the proof needed the
extent bounds, the verdict says "verified for extents <= N" (the
unbounded re-check of refinement/check.py would otherwise read the
unrolled loop as the loop for every size).  A loop that may run more
iterations than the unroll budget left (`--max-unroll`, counted over
every iteration of every loop of one side, nested ones included), or
whose trip count the solver does not bound within its work budget, is
unsupported, with the bound in the reason: never cut short.

The solver queries here go through `tvmlir.smt.budget.check` with a work
budget only (`BOUND_BUDGET`, z3's `rlimit`), not a timeout, so their answer
does not depend on the machine's load.
"""

from __future__ import annotations

from collections.abc import Callable

import z3

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.paths import when
from tvmlir.semantics.term_walk import subterms
from tvmlir.smt.budget import Budget, check, new_solver

BOUND_BUDGET = Budget(timeout_ms=None, rlimit=2_000_000)
"""z3's budget for one query about a trip count or a race: work only, in
every mode (a deterministic bound: the same answer under any load)."""


def budget_left(interp) -> int:
    return interp.ctx.options.max_unroll - interp.unrolled


def spend(interp, op, n: int) -> None:
    """Count `n` iterations against the side's unroll budget."""
    if n > budget_left(interp):
        raise Unsupported(op, too_many(interp, f"loop of {n} iterations"))
    interp.unrolled += n


def too_many(interp, what: str) -> str:
    n = interp.ctx.options.max_unroll
    done = f"; {interp.unrolled} unrolled before it" if interp.unrolled else ""
    return f"{what} exceeds the unroll bound ({n} iterations per function{done}, --max-unroll)"


def never(interp, cond: z3.BoolRef, budget: Budget | None = None) -> bool | None:
    """Whether `cond` holds on no input the query considers (True), may
    hold (False), or the solver did not decide within its budget (None).
    If the proof needs the bounds on dynamic extents, the context records
    that the encoding depends on them."""
    cond = z3.simplify(cond)
    if z3.is_false(cond):
        return True
    if z3.is_true(cond):
        return False
    ctx = interp.ctx
    bounds = [] if ctx.unbounded_extents else list(ctx.extent_bounds)
    result = _check(list(ctx.preconditions) + bounds, cond, budget)
    if result != z3.unsat:
        return None if result == z3.unknown else False
    if bounds and _check(list(ctx.preconditions), cond, budget) != z3.unsat:
        ctx.loops_need_extent_bounds = True
    return True


def _check(assumptions, cond, budget: Budget | None = None) -> z3.CheckSatResult:
    s = new_solver("QF_BV" if _quantifier_free([*assumptions, cond]) else "default")
    s.add(*assumptions, cond)
    return check(s, budget or BOUND_BUDGET)


def _quantifier_free(terms) -> bool:
    from tvmlir.smt.dag import QUANTIFIER, Dag

    dag = Dag()
    return all(dag.kind(a) != QUANTIFIER for a, _ in dag.walk(terms))


WITNESS_VALUES = (0, 1, (1 << 63) - 1)
"""Values tried for the free bounds of a loop (`_obviously_possible`):
from 0 by 1 to the largest signed index runs past any unroll bound."""


def _obviously_possible(interp, cond: z3.BoolRef) -> bool:
    """Whether `cond` holds for some assignment of a few values to its free
    constants, when none of them is constrained by the query's
    preconditions (so the assignment extends to an input): found by
    evaluation, where the solver, asked for a loop bounded by index
    arguments, spent its whole budget before answering."""
    import itertools

    free = {}
    for a in subterms([cond]):
        if z3.is_const(a) and a.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            if not z3.is_bv(a):
                return False
            free[a.get_id()] = a
    if not free or len(free) > 3:
        return False
    ctx = interp.ctx
    if any(a.get_id() in free for a in subterms([*ctx.preconditions, *ctx.extent_bounds])):
        return False
    consts = list(free.values())
    for values in itertools.product(WITNESS_VALUES, repeat=len(consts)):
        pins = [(c, z3.BitVecVal(v % (1 << c.size()), c.size())) for c, v in zip(consts, values)]
        if z3.is_true(z3.simplify(z3.substitute(cond, *pins))):
            return True
    return False


def trip_bound(interp, op, runs: Callable[[int], z3.BoolRef], count: int | None = None) -> int:
    """The least K with `runs(K)` never true (`runs` is monotone: an
    iteration runs only if the one before did), at most the budget left.
    `count`: the trip count, when the caller knows it is a constant."""
    left = budget_left(interp)
    if count is not None:
        if count > left:
            raise Unsupported(op, too_many(interp, f"loop of {count} iterations"))
        return count
    k = 0
    while k <= left:  # constant prefix
        c = z3.simplify(runs(k))
        if z3.is_false(c):
            return k
        if not z3.is_true(c):
            break
        k += 1
    else:
        raise Unsupported(op, too_many(interp, f"loop of more than {left} iterations"))
    at_most = interp.ctx.options.loop_trips_at_most
    if at_most and not _mentions_choices(runs(at_most)):
        # A search for a counterexample (refinement/check.py): only inputs
        # on which this loop runs at most `at_most` iterations.  Bounds
        # that depend on the source's choices are not restricted (that
        # would restrict the choices, not the inputs).
        interp.ctx.preconditions.append(z3.Not(runs(at_most)))
    # runs(k) is a term.  First whether the loop may run past the budget
    # (one query: an index argument as the bound, the common unbounded
    # case, was asked up to nine before giving up).
    answer = False if _obviously_possible(interp, runs(left + 1)) else never(interp, runs(left + 1))
    if answer is not True:
        why = "not decided within the solver's budget" if answer is None else "not bounded by it"
        raise Unsupported(op, too_many(interp, f"loop whose trip count is not constant ({why})"))
    # Find a K with runs(K) never true, trying small ones first (a short
    # loop's bound is a small query), then the least.
    lo, hi, answer = k, None, None
    probe = max(k, 1)
    while hi is None:
        probe = min(probe, left + 1)
        answer = never(interp, runs(probe))
        if answer is True:
            hi = probe
        elif probe == left + 1:
            why = "not decided within the solver's budget" if answer is None else "not bounded by it"
            raise Unsupported(op, too_many(interp, f"loop whose trip count is not constant ({why})"))
        else:
            lo, probe = probe + 1, probe * 2
    # runs(hi) never holds; runs(lo - 1) may
    while lo < hi:
        mid = (lo + hi) // 2
        if never(interp, runs(mid)) is True:
            hi = mid
        else:
            lo = mid + 1
    return lo


def unroll(interp, op, runs: Callable[[int], z3.BoolRef], body: Callable[[int, list], list], state: list,
           count: int | None = None) -> list:
    """Run `body(k, state) -> state` for every iteration k that may run:
    exactly where `runs(k)` holds."""
    count = trip_bound(interp, op, runs, count)
    spend(interp, op, count)
    return unroll_counted(interp, op, runs, body, state, count)


def unroll_counted(interp, op, runs: Callable[[int], z3.BoolRef], body: Callable[[int, list], list], state: list,
                   count: int) -> list:
    """`unroll` once the trip bound `count` is known and spent."""
    for k in range(count):
        c = z3.simplify(runs(k))
        if z3.is_true(c):
            state = body(k, state)
        else:
            state = when(interp, op, c, lambda k=k, state=state: body(k, state), state)
    return state


def _mentions_choices(term) -> bool:
    """Whether `term` has a nondeterministic choice's constant in it."""
    return any(z3.is_app(a) and a.num_args() == 0 and "choice" in a.decl().name() for a in subterms([term]))
