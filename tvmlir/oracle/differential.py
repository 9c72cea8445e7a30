"""The differential soundness test: `--verify` against execution.

For a program of the test matrix, lowered by tvmlir's `--lower` or by the
real mlir-opt-19 GPU pipeline, and for seeded mutants of that lowered
code (`mutants.py`), `classify` asks `--verify` (in process, with its
default options) and runs the oracle:

* `killed`: `--verify` fails it (exit 1); `confirmed` says whether the
  oracle found the difference too;
* `unsupported`: `--verify` says unsupported or timeout (exit 2);
* `equivalent`: verified, and execution matches the spec on every input;
* `SOUNDNESS FAILURE`: verified, but execution differs from the spec (or
  races).  The worst bug a validator can have.
* `oracle cannot run`: verified, and the oracle has no semantics for some
  op: nothing concluded (listed so that it can be fixed).
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import VerifyException

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.oracle.mutants import Mutant, apply, mutants
from tvmlir.oracle.run import CANNOT_RUN, MATCH, Outcome, check_module

OURS = "tvmlir --lower"
UPSTREAM = "mlir-opt-19"

KILLED = "killed"
UNSUPPORTED = "unsupported"
EQUIVALENT = "equivalent"
SOUNDNESS = "SOUNDNESS FAILURE"
ORACLE_CANNOT_RUN = "oracle cannot run"

def mlir_opt() -> str | None:
    return shutil.which("mlir-opt-19")


def _tv_opt(args: list[str], stdin: str | None = None) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "tvmlir.tools.tv_opt", *args], input=stdin, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"tv-opt {' '.join(args)}: exit {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def lower(program: str, lowering: str, upstream: list[str] | None = None) -> str:
    """The lowered text of `program` (a path) through `lowering`;
    `upstream` is the mlir-opt-19 command line of DESIGN.md section 8's
    pipeline (`lit_tests/Inputs/mlir_gpu_pipeline.py`'s `command`)."""
    if lowering == OURS:
        return _tv_opt(["--annotate", "--lower", "--print-op-generic", program])
    annotated = _tv_opt(["--annotate", "--print-op-generic", "--print-debuginfo", program])
    if upstream is None:
        raise RuntimeError("no mlir-opt-19 command given")
    done = subprocess.run(
        [*upstream, "--mlir-print-debuginfo"], input=annotated, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"mlir-opt-19 on {program}: {done.stderr.strip()}")
    return done.stdout


def parse(text: str, name: str) -> ModuleOp:
    return parse_module(make_context(), text, name)


def verify_exit_code(module: ModuleOp, timeout_ms: int = 20000, workgroup_allocs: str = "per-thread") -> int:
    """What `tv-opt --verify` would exit with (0, 1 or 2) on `module`."""
    from tvmlir.verify.function import VerifyOptions, verify_module
    from tvmlir.verify.obligations import worst_exit_code
    from tvmlir.verify.prover import ProverOptions

    options = VerifyOptions(prover=ProverOptions(timeout_ms=timeout_ms), workgroup_allocs=workgroup_allocs)
    reports = verify_module(module, options)
    verdicts = [r.verdict() for r in reports if r.skipped is None]
    return worst_exit_code(verdicts) if verdicts else 2


@dataclass(frozen=True)
class Result:
    program: str
    lowering: str
    mutant: Mutant | None
    category: str
    verify_code: int
    outcomes: dict[str, Outcome]
    confirmed: bool = False
    text: str = ""  # the program, kept for a soundness failure

    def describe(self) -> str:
        what = self.mutant.operator + ": " + self.mutant.description if self.mutant else "unmutated"
        runs = "; ".join(f"@{k}: {v.describe()}" for k, v in self.outcomes.items())
        return f"{self.category}: {self.program} ({self.lowering}) {what}: --verify exit {self.verify_code}; execution {runs}"


def classify(
    module: ModuleOp, program: str, lowering: str, mutant: Mutant | None, runs: int = 8, seed: int = 0,
    workgroup_allocs: str = "per-thread",
) -> Result:
    """`workgroup_allocs`: the reading of workgroup allocs in kernels, the
    same for --verify and the oracle (`verify{workgroup-allocs}`)."""
    code = verify_exit_code(module, workgroup_allocs=workgroup_allocs)
    outcomes = check_module(module, runs=runs, seed=seed, workgroup_allocs=workgroup_allocs)
    kinds = {o.kind for o in outcomes.values()}
    differs = bool(kinds - {MATCH, CANNOT_RUN})
    if code == 1:
        category = KILLED
    elif code == 2:
        category = UNSUPPORTED
    elif differs:
        category = SOUNDNESS
    elif CANNOT_RUN in kinds or not outcomes:
        category = ORACLE_CANNOT_RUN
    else:
        category = EQUIVALENT
    text = _print(module) if category == SOUNDNESS else ""
    return Result(program, lowering, mutant, category, code, outcomes, confirmed=differs, text=text)


def _print(module: ModuleOp) -> str:
    from io import StringIO

    from xdsl.printer import Printer

    out = StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue()


@dataclass
class Table:
    """The sweep's numbers (README and the closing note)."""

    programs: set = field(default_factory=set)
    baselines: list[Result] = field(default_factory=list)
    results: list[Result] = field(default_factory=list)

    def add(self, r: Result) -> None:
        self.programs.add((r.program, r.lowering))
        (self.baselines if r.mutant is None else self.results).append(r)

    def failures(self) -> list[Result]:
        bad = [r for r in self.results + self.baselines if r.category == SOUNDNESS]
        bad += [r for r in self.baselines if r.category != EQUIVALENT]
        return bad

    def render(self) -> str:
        c = Counter(r.category for r in self.results)
        killed = c[KILLED]
        confirmed = sum(1 for r in self.results if r.category == KILLED and r.confirmed)
        unsupported_differs = sum(1 for r in self.results if r.category == UNSUPPORTED and r.confirmed)
        # non-equivalent: killed, or shown different by execution
        non_equivalent = killed + c[SOUNDNESS] + unsupported_differs
        rate = f"{100.0 * killed / non_equivalent:.1f}%" if non_equivalent else "n/a"
        by_op = Counter(r.mutant.operator for r in self.results if r.mutant)
        killed_by_op = Counter(r.mutant.operator for r in self.results if r.mutant and r.category == KILLED)
        lines = [
            f"programs x lowerings run:            {len(self.programs)} (unmutated: "
            f"{sum(1 for r in self.baselines if r.category == EQUIVALENT)} verified and equal on execution)",
            f"mutants generated:                   {len(self.results)}",
            f"killed by --verify:                  {killed} ({confirmed} of them confirmed by execution)",
            f"equivalent (shown by execution):     {c[EQUIVALENT]}",
            f"unsupported/timeout (exit 2):        {c[UNSUPPORTED]} ({unsupported_differs} differ on execution)",
            f"oracle cannot run:                   {c[ORACLE_CANNOT_RUN]}",
            f"survivors (verified, execution differs): {c[SOUNDNESS]}",
            f"kill rate among non-equivalent:      {rate}",
            "per operator (killed/generated):     "
            + ", ".join(f"{op} {killed_by_op[op]}/{n}" for op, n in sorted(by_op.items())),
        ]
        return "\n".join(lines)


def sample(sites: list[Mutant], n: int, rng: random.Random) -> list[Mutant]:
    """At most `n` sites, taken from each operator in turn (so that rare
    operators, barrier or space, are never crowded out by index sites)."""
    groups: dict[str, list[Mutant]] = {}
    for m in sites:
        groups.setdefault(m.operator, []).append(m)
    for g in groups.values():
        rng.shuffle(g)
    chosen: list[Mutant] = []
    while len(chosen) < n and any(groups.values()):
        for op in sorted(groups):
            if groups[op] and len(chosen) < n:
                chosen.append(groups[op].pop())
    return sorted(chosen, key=lambda m: (m.op_index, m.variant))


def sweep_program(
    table: Table, program: str, lowering: str, max_mutants: int | None, seed: int = 0, runs: int = 8,
    text: str | None = None, upstream: list[str] | None = None, workgroup_allocs: str = "per-thread",
) -> None:
    """The unmutated lowering of `program` and (a seeded sample of at most
    `max_mutants` of) its mutants, into `table`.  `text` is lowered code
    given directly (hand-written kernels), else `program` is lowered."""
    name = os.path.basename(program)
    module = parse(text if text is not None else lower(program, lowering, upstream), name)
    table.add(classify(module, name, lowering, None, runs, seed, workgroup_allocs))
    sites = mutants(module)
    if max_mutants is not None:
        sites = sample(sites, max_mutants, random.Random(f"{seed}:{name}:{lowering}"))
    for m in sites:
        mutated = apply(module, m)
        try:
            mutated.verify()
        except VerifyException:  # an ill-typed mutant is no program: skip it
            continue
        table.add(classify(mutated, name, lowering, m, runs, seed, workgroup_allocs))
