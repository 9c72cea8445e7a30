"""Verdicts: one line per function pair (DESIGN.md section 7), and JSON."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

VERIFIED, FAILED, UNSUPPORTED, TIMEOUT = "verified", "failed", "unsupported", "timeout"
UNCONFIRMED = "unconfirmed"
"""The solver found a counterexample that a concrete run with exact IEEE
floats did not reproduce (refinement/confirm.py): not evidence of a wrong
program, and not a proof of a right one."""
INTERNAL = "internal error"
"""An exception inside tvmlir while checking one function: a tvmlir bug,
reported for that function (located) instead of ending the run."""

# tv-check's exit codes.
EXIT_VERIFIED, EXIT_FAILED, EXIT_UNSUPPORTED, EXIT_BAD_INPUT, EXIT_INTERNAL = 0, 1, 2, 3, 4


@dataclass
class Round:
    """One abstraction round: its abstraction levels, result, time."""

    abstraction: dict[str, str]
    result: str  # "unsat" (verified), "sat", "unknown"
    seconds: float
    width: int | None = None
    solver_seconds: float = 0.0


@dataclass
class Verdict:
    function: str
    status: str
    reason: str = ""
    source_always_undefined: bool = False
    # A FAILED that a concrete run with exact IEEE floats reproduced
    # (refinement/confirm.py); one that none did is UNCONFIRMED instead.
    confirmed: bool = False
    counterexample: list[str] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    # The analysis behind the last round's encoding (refinement/analysis.py),
    # printed by `tv-check --verbose`.
    analysis: list[str] = field(default_factory=list)
    seconds: float = 0.0
    # What the verdict takes for granted (printed under a "verified"), and
    # the extent bound a proof holds within ("" when it holds for every
    # size).
    assumptions: list[str] = field(default_factory=list)
    bounded: str = ""
    # A proof within the extent bounds whose unbounded query has a model at
    # realistic extents: (largest extent, largest element count) of it, for
    # `check.check_pair` to check again within bounds that admit it.
    beyond_bounds: tuple[int, int] | None = None

    def line(self) -> str:
        if self.status == VERIFIED:
            bound = f" for {self.bounded}" if self.bounded else ""
            extra = " (source is always undefined)" if self.source_always_undefined else ""
            return f"@{self.function}: verified{bound}{extra}"
        if self.status == FAILED:
            return f"@{self.function}: FAILED ({self.reason})"
        if self.status == UNSUPPORTED:
            return f"@{self.function}: unsupported ({self.reason})"
        if self.status == UNCONFIRMED:
            return f"@{self.function}: unconfirmed ({self.reason})"
        if self.status == INTERNAL:
            return f"@{self.function}: internal error ({self.reason})"
        return f"@{self.function}: timeout"

    def to_json(self) -> dict:
        d = asdict(self)
        del d["beyond_bounds"]  # the checker's, not the verdict's
        d["line"] = self.line()
        return d


def exit_code(verdicts: list[Verdict]) -> int:
    statuses = {v.status for v in verdicts}
    if INTERNAL in statuses:
        return EXIT_INTERNAL
    if FAILED in statuses:
        return EXIT_FAILED
    if statuses & {UNSUPPORTED, TIMEOUT, UNCONFIRMED}:
        return EXIT_UNSUPPORTED
    return EXIT_VERIFIED
