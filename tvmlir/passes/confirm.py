"""`confirm`: `--verify`, with every verdict checked by running the code.

    tv-opt --confirm lowered.mlir                      # verify, then run
    tv-opt -p 'confirm{runs=32 seed=1 fp=ieee}' lowered.mlir
    tv-opt -p 'confirm{verify=false}' lowered.mlir     # run only

The pass verifies each function as `verify` does (same options, same
report on stderr), then runs the lowered function and its `tv.spec` on
concrete inputs (`tvmlir.oracle`) and adds one line before the verdict:

* a failure: `confirm: confirmed by execution: <element, both values,
  input>`, or `confirm: could not be confirmed: <why>` (a race, an op the
  oracle cannot run, or no input drawn shows it, e.g. abstract floats);
* verified: `confirm: execution agrees with the spec in N runs`, or
  `confirm: SOUNDNESS FAILURE: verified, but execution differs: ...`, a
  tvmlir bug: exit code 4 (internal error);
* unsupported: what execution found, for information.

The exit code is `verify`'s, except for a soundness failure.  With
`verify=false` there is no proof: a confirmed mismatch exits 1, anything
else 2 (tested, not verified).  Use `--confirm` instead of `--verify`, not
with it (that would verify twice).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

EXIT_SOUNDNESS = 4


@dataclass(frozen=True)
class ConfirmPass(ModulePass):
    name = "confirm"

    runs: int = 16
    seed: int = 0
    verify: bool = True
    fp: str = "abstract"
    timeout: int = 20000
    rlimit: int = 0
    depth: int = 4

    codes: list = field(default_factory=list, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.runs <= 0:
            raise ValueError("runs must be positive")
        from tvmlir.passes.verify import FP_MODELS

        if self.fp not in FP_MODELS:
            raise ValueError(f"fp must be one of {', '.join(FP_MODELS)}, got '{self.fp}'")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        functions = {f.sym_name.data: f for f in op.ops if isinstance(f, func.FuncOp) and f.body.blocks}
        if self.verify:
            self._verify_and_confirm(op, functions)
        else:
            self._run_only(op, functions)
        sys.stderr.flush()

    def _verify_and_confirm(self, module: ModuleOp, functions: dict[str, func.FuncOp]) -> None:
        from tvmlir.oracle.confirm import confirm
        from tvmlir.oracle.run import CANNOT_RUN, MATCH, check_function
        from tvmlir.verify.function import VerifyOptions, verify_module_reports
        from tvmlir.verify.obligations import PRIORITY, Outcome, Verdict
        from tvmlir.verify.prover import ProverOptions
        from tvmlir.verify.report import format_report

        options = VerifyOptions(fp=self.fp, depth=self.depth, prover=ProverOptions(timeout_ms=self.timeout, rlimit=self.rlimit or None))
        reports = verify_module_reports(module, options)
        for report in reports:
            verdict = report.verdict()
            lines = format_report(report).splitlines()
            fn = functions.get(report.function)
            note = None
            code = verdict.exit_code
            if fn is not None and verdict == Verdict.FAILED:
                failed = [c for c in report.checks if c.outcome == Outcome.FAILED]
                first = min(failed, key=lambda c: PRIORITY.index(c.obligation))
                note = confirm(module, fn, first.instance, self.runs, self.seed)[1]
            elif fn is not None and verdict == Verdict.VERIFIED:
                outcome = check_function(module, fn, self.runs, self.seed)
                if outcome.kind == MATCH:
                    note = f"execution agrees with the spec in {outcome.runs} runs"
                elif outcome.kind == CANNOT_RUN:
                    note = f"could not run: {outcome.detail}"
                else:
                    note = f"SOUNDNESS FAILURE: verified, but execution differs: {outcome.describe()}"
                    code = EXIT_SOUNDNESS
            elif fn is not None and verdict in (Verdict.UNSUPPORTED, Verdict.TIMEOUT):
                note = f"execution: {check_function(module, fn, self.runs, self.seed).describe()}"
            if note is not None:
                lines.insert(len(lines) - 1, f"  confirm: {note}")
            sys.stderr.write("\n".join(lines) + "\n")
            self.codes.append(code)

    def _run_only(self, module: ModuleOp, functions: dict[str, func.FuncOp]) -> None:
        from tvmlir.oracle.run import MISMATCH, check_function, find_spec

        ran = False
        for name, fn in functions.items():
            if find_spec(module, fn) is None:
                continue
            ran = True
            outcome = check_function(module, fn, self.runs, self.seed)
            sys.stderr.write(f"@{name}: confirm: {outcome.describe()}\n")
            self.codes.append(1 if outcome.kind == MISMATCH else 2)
        if not ran:
            sys.stderr.write("@module: confirm: no function has a tv.spec\n")
            self.codes.append(2)

    def validation_exit_code(self) -> int:
        if EXIT_SOUNDNESS in self.codes:
            return EXIT_SOUNDNESS
        if 1 in self.codes:
            return 1
        return max(self.codes, default=0)
