"""Running a query: z3 in-process (the hot path), and any SMT-LIB text
through the z3 executable or cvc5 (to check that the printed query means
what was solved, or to hand it to another solver).

    check_z3(assertions, budget)   -> Result   (in-process, with model)
    run_z3_cli(text, budget)       -> [Result]  (one per check-sat)
    run_cvc5(text, budget)         -> [Result]

`budget` is a `tvmlir.smt.budget.Budget`, or milliseconds (then work only
under `TVMLIR_RLIMIT`, as every tool's budget).  cvc5 counts its resource
units its own way (`--rlimit-per`): the same number bounds it differently.

A verdict is `sat`, `unsat`, `unknown` (the solver gave up for another
reason, given in `reason`) or `timeout` (out of time or of work).  Text the solver rejects raises
`SolverError`: a printed query that a solver cannot read is a tvmlir bug,
never a verdict.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

import z3

from tvmlir.smt.budget import Budget, check, new_solver

Verdict = Literal["sat", "unsat", "unknown", "timeout"]


@dataclass(frozen=True)
class Result:
    verdict: Verdict
    reason: str = ""
    """Why `unknown` (the solver's reason-unknown), else empty."""
    model: z3.ModelRef | None = None
    """In-process z3 only, for `sat`: the model."""


class SolverError(Exception):
    """A solver rejected the text, crashed, or answered nonsense."""


def as_budget(budget: Budget | int) -> Budget:
    """A `Budget`; milliseconds as the tools take them (`Budget.of`)."""
    return budget if isinstance(budget, Budget) else Budget.of(int(budget))


def check_z3(
    assertions: Iterable[z3.BoolRef] | z3.Solver, budget: Budget | int
) -> Result:
    """Checks `assertions` with a fresh in-process z3 solver."""
    solver = new_solver()
    if isinstance(assertions, z3.Solver):
        assertions = assertions.assertions()
    solver.add(*assertions)
    answer = check(solver, as_budget(budget))
    if answer == z3.sat:
        return Result("sat", model=solver.model())
    if answer == z3.unsat:
        return Result("unsat")
    reason = solver.reason_unknown()
    return Result(_unknown_verdict(reason), reason)


def _unknown_verdict(reason: str) -> Verdict:
    reason = reason.lower()
    out_of_budget = ("timeout", "canceled", "resource", "rlimit")
    return "timeout" if any(w in reason for w in out_of_budget) else "unknown"


def z3_executable() -> str:
    """The `z3` that the z3-solver wheel installed next to this Python."""
    candidate = os.path.join(os.path.dirname(sys.executable), "z3")
    if os.access(candidate, os.X_OK):
        return candidate
    found = shutil.which("z3")
    if found is None:
        raise SolverError("no z3 executable next to the Python or on PATH")
    return found


def run_z3_cli(text: str, budget: Budget | int) -> list[Result]:
    """Runs the z3 executable on `text`; `budget` bounds each check."""
    budget = as_budget(budget)
    command = [z3_executable(), "-smt2", "-in"]
    if budget.timeout_ms is not None:
        command.append(f"-t:{budget.timeout_ms}")
    if budget.rlimit is not None:
        command.append(f"rlimit={budget.rlimit}")
    # Ask for the reason after every check, so `unknown` says why.
    text = text.replace("(check-sat)", "(check-sat)\n(get-info :reason-unknown)")
    return _run(command, text, budget)


def run_cvc5(text: str, budget: Budget | int) -> list[Result]:
    """Runs cvc5 (through `tvmlir.smt.cvc5_run`) on `text`.  cvc5 answers
    `unknown (REASON)` itself."""
    budget = as_budget(budget)
    command = [sys.executable, "-m", "tvmlir.smt.cvc5_run"]
    if budget.timeout_ms is not None:
        command += ["--tlimit-per", str(budget.timeout_ms)]
    if budget.rlimit is not None:
        command += ["--rlimit-per", str(budget.rlimit)]
    return _run(command + ["-"], text, budget)


HANG_SECONDS_WORK_MODE = 600.0
"""The hard limit on a solver process per check under a work-only budget
(a safety net against a hang, never a verdict of a test)."""


def _run(command: list[str], text: str, budget: Budget) -> list[Result]:
    checks = text.count("(check-sat)")
    # A hard limit well above the per-check one: it only catches hangs.
    per_check = budget.seconds_bound((budget.timeout_ms or 0) / 1000 + 10, HANG_SECONDS_WORK_MODE)
    limit = per_check * max(checks, 1)
    try:
        done = subprocess.run(
            command,
            input=text,
            capture_output=True,
            text=True,
            timeout=limit,
        )
    except subprocess.TimeoutExpired:
        return [Result("timeout", "hard limit")] * max(checks, 1)
    return _parse_outputs(done.stdout, command[0], done.returncode, done.stderr)


UNSUPPORTED_BY_SOLVER = "does not yet support"
"""How cvc5 says that it lacks a feature the query needs."""


def _parse_outputs(stdout: str, tool: str, code: int, stderr: str) -> list[Result]:
    results: list[Result] = []
    lines = [line.strip() for line in stdout.splitlines() if line.strip()]
    for i, line in enumerate(lines):
        if line.startswith("(error") and UNSUPPORTED_BY_SOLVER in line:
            # A feature the solver lacks (cvc5 1.4's array solver and write
            # chains between two different constant arrays): no verdict.
            results.append(Result("unknown", line[len("(error") : -1].strip().strip('"')))
            continue
        if line.startswith("(error"):
            raise SolverError(f"{os.path.basename(tool)}: {line}")
        word = line.split()[0]
        if word in ("sat", "unsat"):
            results.append(Result(word))  # type: ignore[arg-type]
        elif word == "unknown":
            reason = line[len("unknown") :].strip().strip("()")
            if i + 1 < len(lines) and lines[i + 1].startswith("(:reason-unknown"):
                reason = lines[i + 1][len("(:reason-unknown") : -1].strip().strip('"')
            results.append(Result(_unknown_verdict(reason), reason))
    if code != 0 and not results:
        raise SolverError(
            f"{os.path.basename(tool)} exited with {code}: {stderr.strip()[:200]}"
        )
    return results
