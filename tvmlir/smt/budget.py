"""How much one z3 query may cost: wall-clock time, z3 work, or both.

Every z3 `check` tvmlir makes goes through `check` below with a `Budget`.
A budget has two dimensions, each optional:

* `timeout_ms`: wall-clock milliseconds (z3's `timeout`).  What a user
  wants (`--smt-to`, `verify{timeout=...}`), but which queries finish then
  depends on how loaded the machine is.
* `rlimit`: z3 resource units (z3's `rlimit`, counted by z3 at its own
  checkpoints, relative to the start of each check).  Deterministic for a
  given z3 version and query: the same query stops at the same point on a
  quiet and on a loaded machine.  Roughly 1-5 million units per second of
  solving on this project's queries (design-notes section 15).

**Work mode.**  With `TVMLIR_RLIMIT=N` in the environment, every budget is
work only: `N` units per query (or the tool's `--rlimit`/`rlimit=` when
given) and no wall-clock limit at all, whatever the options say.  The test
configurations set it (`lit_tests/lit.cfg.py`, `python_tests/conftest.py`,
`scripts/check`), so that no verdict in a test depends on the load.  An
environment variable rather than an option on every RUN line: the tests
call the tools in a few hundred places and the library directly in more;
one variable reaches all of them, subprocesses and `--jobs` workers too.

Derived budgets (a refinable round's tenth, a counterexample's readable
retry, the IEEE re-check, the uninterpreted first try, a capped query that
can no longer change the verdict) are made with `part`, `at_most` and
`capped_work`, which narrow only the dimensions the budget has: in work
mode they are work budgets too.

`TVMLIR_RLIMIT_LOG=FILE` appends one line per check (units used, result,
the budget), to measure what the test suites' queries cost.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # z3 is imported where a check is made: `run_tool` reads
    import z3  # TVMLIR_RLIMIT without paying for it

RLIMIT_ENV = "TVMLIR_RLIMIT"
LOG_ENV = "TVMLIR_RLIMIT_LOG"


_NO_TIMEOUT = 4294967295
"""z3's default `timeout` (none)."""


TEST_RLIMIT = 250_000_000
"""The tests' budget per query (`TVMLIR_RLIMIT` in lit.cfg.py and
python_tests/conftest.py): more than ten times what the costliest query a
test needs to finish used when measured (21.3 million units,
test_window_max's 5-element fold; design-notes section 15)."""


class BudgetError(ValueError):
    """`TVMLIR_RLIMIT` or a budget option that is not a budget."""


def work_mode_rlimit() -> int | None:
    """`TVMLIR_RLIMIT` as a number of units, or None when it is unset."""
    text = os.environ.get(RLIMIT_ENV, "").strip()
    if not text:
        return None
    if not text.isdigit() or int(text) <= 0:
        raise BudgetError(f"{RLIMIT_ENV} must be a positive number of z3 resource units, got '{text}'")
    return int(text)


@dataclass(frozen=True)
class Budget:
    """The limits of one z3 query; None is "no limit" in that dimension."""

    timeout_ms: int | None = 20000
    rlimit: int | None = None

    @staticmethod
    def of(timeout_ms: int | None, rlimit: int | None = None) -> Budget:
        """The budget a tool's options ask for (`timeout_ms` 0 or None: no
        wall-clock limit), in work mode the work-only one (module doc)."""
        work = work_mode_rlimit()
        if work is not None:
            return Budget(None, rlimit or work)
        return Budget(timeout_ms or None, rlimit or None)

    def part(self, divisor: int, floor: Budget) -> Budget:
        """A `1/divisor` share of this budget, at least `floor` in each
        dimension (and never more than the whole)."""
        return Budget(
            _part(self.timeout_ms, divisor, floor.timeout_ms),
            _part(self.rlimit, divisor, floor.rlimit),
        )

    def at_most(self, cap: Budget) -> Budget:
        """This budget narrowed to `cap` in the dimensions it has: a
        wall-clock budget stays wall-clock, a work budget stays work."""
        return Budget(_min(self.timeout_ms, cap.timeout_ms), _min(self.rlimit, cap.rlimit))

    def capped_work(self, units: int) -> Budget:
        """This budget with at most `units` of work, in either mode (a
        query that can no longer change the verdict)."""
        return Budget(self.timeout_ms, units if self.rlimit is None else min(self.rlimit, units))

    def seconds_bound(self, wall_seconds: float, work_mode_seconds: float) -> float:
        """A wall-clock bound enforced from outside z3 (`refinement.bounded`):
        `wall_seconds` with a wall-clock budget; with a work-only budget
        the larger `work_mode_seconds`, a safety net against z3 running
        past its limits that no test's query comes near."""
        return wall_seconds if self.timeout_ms is not None else max(wall_seconds, work_mode_seconds)

    def describe(self) -> str:
        parts = []
        if self.timeout_ms is not None:
            parts.append(f"{self.timeout_ms} ms")
        if self.rlimit is not None:
            parts.append(f"{self.rlimit} z3 resource units")
        return " and ".join(parts) or "no limit"

    def allowance(self) -> Allowance:
        """This budget shared by several queries (module doc of `Allowance`)."""
        deadline = None if self.timeout_ms is None else time.monotonic() + self.timeout_ms / 1000
        return Allowance(self, deadline)


WORK_MODE_HANG_SECONDS = 1800.0
"""Under `TVMLIR_RLIMIT`, the least wall-clock limit of a whole tool run
(a subprocess of a harness): only a hang detector then."""


def process_seconds(seconds: float) -> float:
    """A wall-clock limit on a whole tool process (`model_runs`,
    `tv-iree-phases`): `seconds`, or in work mode a hang detector of at
    least WORK_MODE_HANG_SECONDS, since the work budgets bound the
    solving and a loaded machine must not turn a verdict into a timeout."""
    return max(seconds, WORK_MODE_HANG_SECONDS) if work_mode_rlimit() is not None else seconds


def _part(whole: int | None, divisor: int, floor: int | None) -> int | None:
    if whole is None:
        return None
    return min(whole, max(floor or 1, whole // divisor))


def _min(a: int | None, b: int | None) -> int | None:
    if a is None:
        return None
    return a if b is None else min(a, b)


@dataclass
class Allowance:
    """One budget for a sequence of queries (the pieces of one obligation):
    each gets what the earlier ones left, in time and in work."""

    budget: Budget
    deadline: float | None
    used: int = field(default=0)

    def left(self) -> Budget | None:
        """What the next query may spend, or None when nothing is left."""
        timeout = None
        if self.deadline is not None:
            timeout = int((self.deadline - time.monotonic()) * 1000)
            if timeout <= 0:
                return None
        rlimit = None
        if self.budget.rlimit is not None:
            rlimit = self.budget.rlimit - self.used
            if rlimit <= 0:
                return None
        return Budget(timeout, rlimit)

    def check(self, solver: z3.Solver, budget: Budget) -> z3.CheckSatResult:
        """`check(solver, budget)`, charged to this allowance."""
        result, used = check_counted(solver, budget)
        self.used += used
        return result


def apply(solver: z3.Solver, budget: Budget) -> z3.Solver:
    """Set `budget` on `solver` (z3's "no limit" where it has none: the
    largest timeout, rlimit 0)."""
    solver.set(timeout=_NO_TIMEOUT if budget.timeout_ms is None else max(1, budget.timeout_ms))
    solver.set(rlimit=budget.rlimit or 0)
    return solver


def check(solver: z3.Solver, budget: Budget) -> z3.CheckSatResult:
    """`solver.check()` within `budget`: the one way tvmlir solves."""
    return check_counted(solver, budget)[0]


SOLVER_KINDS = ("default", "simple", "smt-core", "QF_BV")
"""The solvers tvmlir checks with (`new_solver`): `z3.Solver()`,
`z3.SimpleSolver()`, z3's SMT core alone (`z3.Tactic("smt").solver()`),
`z3.SolverFor("QF_BV")`."""


def new_solver(kind: str = "default", ctx: z3.Context | None = None) -> z3.Solver:
    """A solver of `kind` (`SOLVER_KINDS`), tagged so that `check` can
    solve a copy of it in a fresh context (`check_counted`)."""
    import z3

    if kind == "default":
        s = z3.Solver(ctx=ctx)
    elif kind == "simple":
        s = z3.SimpleSolver(ctx=ctx)
    elif kind == "smt-core":
        s = z3.Tactic("smt", ctx=ctx).solver()
    elif kind == "QF_BV":
        s = z3.SolverFor("QF_BV", ctx=ctx)
    else:
        raise ValueError(f"no solver kind {kind!r}")
    s._tvmlir_kind = kind  # type: ignore[attr-defined]
    return s


_FRESH_NAME = re.compile(r"^(.*)!(\d+)$")
"""z3's `FreshConst` names: a prefix and the context's running counter."""


def check_counted(solver: z3.Solver, budget: Budget) -> tuple[z3.CheckSatResult, int]:
    """`check`, and the z3 resource units the check used.

    **The answer is a function of the query and the budget, never of the
    process.**  z3's search depends on more than the formula: it numbers
    terms in creation order, and its rewriters and case splits order by
    those numbers, and by the hashes of names.  Both depend on the process's
    history: the numbers on every term built before, the names of fresh
    constants on z3's running counter (`undef!40` here, `undef!1` in a
    process that did nothing before).  Measured (session 35, IREE's
    argmax_classifier cuda dispatch 1): one `value = prophecy` query took
    6.1 M units after dispatch 0 in the same process and more than 250 M
    alone; a query differing only in its fresh names 1.12 M and 1.10 M.
    So every check solves a *copy*: the assertions translated into a fresh
    z3 context (numbers by a traversal of the query alone) with the fresh
    constants renamed in order of first occurrence (`_canonical`), in a
    solver of the same kind (`new_solver`).  The caller's solver then
    answers as the copy did: `model()` (renamed back and translated back),
    `reason_unknown()`, `statistics()`."""
    import z3

    ctx = z3.Context()
    kind = getattr(solver, "_tvmlir_kind", None)
    if kind is None:  # not made by new_solver: z3's own copy (slower, same answer)
        fresh = solver.translate(ctx)
        fresh.reset()
    else:
        fresh = new_solver(kind, ctx)
    assertions, renamed = _canonical([a.translate(ctx) for a in solver.assertions()], ctx)
    fresh.add(assertions)
    apply(fresh, budget)
    result = fresh.check()
    used = _rlimit_count(fresh)
    _answer_from(solver, fresh, renamed)
    log = os.environ.get(LOG_ENV)
    if log:
        _log(log, used, result, fresh, budget)
    return result, used


def _canonical(assertions: list, ctx: z3.Context) -> tuple[list, list]:
    """`assertions` with every fresh constant (`_FRESH_NAME`) renamed
    `prefix!~N`, N its rank of first occurrence in a depth-first walk (a
    function of the query's structure); the (original, renamed) pairs.  The
    new names cannot clash: FreshConst never makes a `!~`, and none of the
    query's own names has one (checked)."""
    import z3

    seen: set[int] = set()
    order: list = []
    decls: set[int] = set()
    names: set[str] = set()
    stack = list(reversed(assertions))
    while stack:
        e = stack.pop()
        i = e.get_id()
        if i in seen:
            continue
        seen.add(i)
        if z3.is_quantifier(e):
            stack.append(e.body())
            continue
        if not z3.is_app(e):
            continue
        n = e.num_args()
        if n:
            stack.extend(e.arg(j) for j in range(n - 1, -1, -1))
            continue
        d = e.decl()
        if d.kind() != z3.Z3_OP_UNINTERPRETED:
            continue
        names.add(d.name())
        if _FRESH_NAME.match(d.name()) and d.get_id() not in decls:
            decls.add(d.get_id())
            order.append(e)
    if not order or any("!~" in n for n in names):
        return assertions, []
    pairs = [(e, z3.Const(f"{_FRESH_NAME.match(e.decl().name()).group(1)}!~{k}", e.sort()))
             for k, e in enumerate(order)]
    return [z3.substitute(a, *pairs) for a in assertions], pairs


def _answer_from(solver: z3.Solver, fresh: z3.Solver, renamed: list) -> None:
    """Make `solver`'s answers to its last check `fresh`'s (its copy in
    another context with the constants `renamed`, `check_counted`): a model
    has the original names and is translated back into `solver`'s
    context."""
    import z3

    ctx = solver.ctx

    def model() -> z3.ModelRef:
        m = fresh.model()
        if renamed:
            back = {new.decl().get_id(): old.decl() for old, new in renamed}
            named = z3.Model(ctx=fresh.ctx)
            for d in m.decls():
                named.update_value(back.get(d.get_id(), d), m[d])
            m = named
        return m.translate(ctx)

    solver.model = model  # type: ignore[method-assign]
    solver.reason_unknown = fresh.reason_unknown  # type: ignore[method-assign]
    solver.statistics = fresh.statistics  # type: ignore[method-assign]


def _rlimit_count(solver: z3.Solver) -> int:
    """z3's resource counter (cumulative over the solver's context: a fresh
    one per check here)."""
    stats = solver.statistics()
    return stats.get_key_value("rlimit count") if "rlimit count" in stats.keys() else 0


def _log(path: str, used: int, result: z3.CheckSatResult, solver: z3.Solver, budget: Budget) -> None:
    import z3

    reason = solver.reason_unknown() if result == z3.unknown else ""
    import sys

    test = os.environ.get("PYTEST_CURRENT_TEST", "").split(" ")[0] or " ".join(sys.argv)[-200:]
    with open(path, "a", encoding="utf-8") as f:
        f.write(f"{used}\t{result}\t{budget.timeout_ms}\t{budget.rlimit}\t{reason}\t{test}\n")
