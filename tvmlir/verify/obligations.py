"""Obligations, their outcomes, and the verdict of a function.

The names below are what reports print and what lit tests pin: each
obligation of DESIGN.md section 4 has one, so a failure says which
property broke (`FAILED (write in bounds)`), not just that something did.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from xdsl.ir import Operation

from tvmlir.ir.diagnostics import format_op_location

QUASI_AFFINE = "quasi-affine"
WRITE_IN_BOUNDS = "write in bounds"
READ_IN_BOUNDS = "read in bounds"
VIEW_IN_BOUNDS = "view in bounds"
READ_DEFINED = "read defined"
PROPHECY_IN_DOMAIN = "prophecy in spec domain"
VALUE = "value = prophecy"
FAST_MATH = "fast-math licensed"
SPEC_SOURCE = "spec matches source"
SPEC_BELONGS = "spec belongs to the function"
SPEC_MISSING = "spec missing"
FUNCTION_MISSING = "function missing"
MISSING_ANNOTATION = "missing annotation"
RW_RACE = "no read-write race"
WW_RACE = "benign write-write races"
COVERAGE = "coverage"
FINAL_VALUE = "final value"
INPUT_PRESERVED = "input preserved"
SIGNATURE = "signature"
KNOWN_LAUNCH_SIZE = "known launch size"
CONVERGENT_BARRIER = "convergent barrier"
LAUNCH_LIMITS = "launch limits"
REDUCTION_ELEMENT = "reduction element"
REDUCED_ONCE = "reduced once"
REDUCTION_COMPLETE = "reduction complete"
EXECUTION = "execution matches spec"
"""`verify{spec=SOURCE}`: a run made while inferring claims showed the
lowered code wrong (a differing output, undefined behaviour, a race)."""
CONSTANT_KEPT = "constant not written"
NO_USE_AFTER_FREE = "no use after free"
DEALLOC_OWN = "dealloc of own alloc"
NO_DANGLING_RESULT = "no dangling result"
CONSTANT_MATCHES = "constant matches spec"
ASSERT_HOLDS = "assert holds"
ASSERT_KEPT = "assert kept"


PRIORITY = [
    FUNCTION_MISSING,
    SPEC_MISSING,
    SPEC_BELONGS,
    SPEC_SOURCE,
    SIGNATURE,
    KNOWN_LAUNCH_SIZE,
    LAUNCH_LIMITS,
    WRITE_IN_BOUNDS,
    READ_IN_BOUNDS,
    VIEW_IN_BOUNDS,
    DEALLOC_OWN,
    NO_USE_AFTER_FREE,
    NO_DANGLING_RESULT,
    CONSTANT_KEPT,
    CONVERGENT_BARRIER,
    RW_RACE,
    WW_RACE,
    READ_DEFINED,
    CONSTANT_MATCHES,
    ASSERT_HOLDS,
    EXECUTION,
    MISSING_ANNOTATION,
    PROPHECY_IN_DOMAIN,
    REDUCED_ONCE,
    VALUE,
    ASSERT_KEPT,
    REDUCTION_ELEMENT,
    FAST_MATH,
    COVERAGE,
    REDUCTION_COMPLETE,
    FINAL_VALUE,
    INPUT_PRESERVED,
]
"""Which failure a verdict names when several obligations fail: the most
basic one.  Out-of-bounds accesses and races make every later fact about
values meaningless (a race makes the execution nondeterministic), an
undefined read makes the value read arbitrary, and output checks come last.
A difference execution showed (`verify{spec}`) comes before the value
obligations: it is a fact about the program where a failed value
obligation of an inferred claim may only be a guess that did not hold.
Ties go to the first failure in program order."""


Z3_DECIDED = {VALUE, FINAL_VALUE, INPUT_PRESERVED, REDUCTION_ELEMENT, REDUCTION_COMPLETE, WW_RACE, COVERAGE}
"""Obligations whose failure may come from a z3 query over float values
(the rest are decided by isl or syntactically): `tv-opt --confirm` treats
their unconfirmed failures as possibly the FP model's."""


class Outcome(Enum):
    OK = "ok"
    FAILED = "FAILED"
    TIMEOUT = "timeout"
    NOT_CHECKED = "not checked"
    """A value query cut short because the function had already failed
    (`failed_before`): never alone, so never a verdict of its own."""
    UNDECIDED = "undecided"
    """A store whose annotation was lost (`missing annotation`), or a
    counterexample that goes through the value such a store wrote (an
    opaque value: any value satisfies it).  A lost annotation is not
    evidence of a wrong program, so neither is FAILED: the function is
    `unsupported (annotation lost at ...)` unless something else failed."""


NOT_CHECKED_DETAIL = (
    "function already failed: an obligation at least as basic failed above, so this query "
    "got a short z3 budget and did not finish (it cannot change the verdict)"
)


def failed_before(checks: list[Check], obligation: str) -> bool:
    """Whether `checks` hold a failure that ranks at least as basic as
    `obligation` (PRIORITY).  Then a failure of `obligation` cannot change
    the verdict (FAILED) nor the obligation it names, so its query may be
    cut short: compilers cap their errors too (`Prover.prove_equal`)."""
    if obligation not in PRIORITY or obligation == REDUCTION_ELEMENT:
        # A reordered reduction's element obligation decides whether the
        # set evaluation means anything (function.py): never cut short.
        return False
    rank = PRIORITY.index(obligation)
    return any(c.outcome is Outcome.FAILED and c.obligation in PRIORITY and PRIORITY.index(c.obligation) <= rank
               for c in checks)


@dataclass(frozen=True)
class Check:
    """One obligation, checked once, at one place."""

    obligation: str
    where: str
    outcome: Outcome
    detail: str = ""
    instance: str = ""


class VerifyUnsupported(Exception):
    """An op (or a construct of it) the verifier cannot analyse; the
    function's verdict becomes `unsupported (<op> at file:line:col)`."""

    def __init__(self, op: Operation | None, reason: str, where: str | None = None):
        super().__init__(reason)
        self.op = op
        self.reason = reason
        self.where = where

    def describe(self, default_file: str) -> str:
        if self.where is not None:
            return self.where
        if self.op is None:
            return "?"
        return f"{self.op.name} at {format_op_location(self.op, default_file)}"


class Verdict(Enum):
    """Per function; `code` is the exit code it asks for (DESIGN.md s. 7)."""

    VERIFIED = 0
    FAILED = 1
    UNSUPPORTED = 2
    TIMEOUT = 3  # exit code 2 as well, see `exit_code`
    SKIPPED = 4
    """No spec: the function was not verified, so exit 2 as for
    unsupported (`pairing.py`): a module is exit 0 only if every function
    with a body in it was verified."""

    @property
    def exit_code(self) -> int:
        return {0: 0, 1: 1, 2: 2, 3: 2, 4: 2}[self.value]


def worst_exit_code(verdicts: list[Verdict]) -> int:
    """1 if anything failed, else 2 if anything was not proved, else 0."""
    codes = [v.exit_code for v in verdicts]
    if 1 in codes:
        return 1
    if 2 in codes:
        return 2
    return 0


@dataclass
class FunctionReport:
    """Everything `--verify` found about one implementation function."""

    function: str
    spec: str | None
    checks: list[Check] = field(default_factory=list)
    unsupported: str | None = None
    unsupported_reason: str = ""
    notes: list[str] = field(default_factory=list)
    skipped: str | None = None

    def verdict(self) -> Verdict:
        if self.skipped is not None:
            return Verdict.SKIPPED
        if any(c.outcome == Outcome.FAILED for c in self.checks):
            return Verdict.FAILED
        if self.unsupported is not None or any(c.outcome == Outcome.UNDECIDED for c in self.checks):
            return Verdict.UNSUPPORTED
        if any(c.outcome in (Outcome.TIMEOUT, Outcome.NOT_CHECKED) for c in self.checks):
            return Verdict.TIMEOUT
        return Verdict.VERIFIED

    def verdict_text(self) -> str:
        v = self.verdict()
        if v == Verdict.SKIPPED:
            return f"skipped ({self.skipped})"
        if v == Verdict.FAILED:
            failed = [c for c in self.checks if c.outcome == Outcome.FAILED]
            first = min(failed, key=lambda c: PRIORITY.index(c.obligation))
            return f"FAILED ({first.obligation})"
        if v == Verdict.UNSUPPORTED:
            if self.unsupported is None:
                lost = next(c for c in self.checks if c.outcome == Outcome.UNDECIDED)
                return f"unsupported (annotation lost at {lost.where})"
            return f"unsupported ({self.unsupported})"
        if v == Verdict.TIMEOUT:
            return "timeout"
        return "verified"

    def first_cause(self) -> str:
        """`verdict_text` with the reason of an unsupported verdict, for a
        one-line table (`tv-iree-kernels --codegen`), where the report's
        `unsupported:` line is not shown."""
        text = self.verdict_text()
        if self.verdict() == Verdict.UNSUPPORTED and self.unsupported is not None and self.unsupported_reason:
            return f"unsupported ({self.unsupported}: {self.unsupported_reason})"
        return text
