"""`confirm`: `--verify`, with every verdict checked by running the code.

    tv-opt --confirm lowered.mlir                      # verify, then run
    tv-opt -p 'confirm{runs=32 seed=1 fp=ieee}' lowered.mlir
    tv-opt -p 'confirm{verify=false}' lowered.mlir     # run only

The pass verifies each function as `verify` does (same options, same
report on stderr), then runs the lowered function and its `tv.spec` on
concrete inputs (`tvmlir.oracle`) and adds one line before the verdict:

* a failure: `confirm: confirmed by execution: <element, both values,
  input>`, or `confirm: could not be confirmed: <why>` (a race, an op the
  oracle cannot run, or no input drawn shows it, e.g. abstract floats).
  A failure that execution does not confirm stays `FAILED` (exit 1) only if
  it is *exact*: decided by isl or syntactically (bounds, races, undefined
  reads, coverage, launch limits, ...), or by z3 where the model is exact
  (a module without floats under `fp=abstract`; without uninterpreted math
  under `fp=ieee`).  Any other may be the abstraction's, not the program's:
  the verdict line says `unconfirmed (<obligation>, not reproduced by
  execution)` instead, exit 2, never a plain `FAILED`
  (`abstraction_dependent`);
* verified: `confirm: execution agrees with the spec in N runs`, or
  `confirm: SOUNDNESS FAILURE: verified, but execution differs: ...`, a
  tvmlir bug: exit code 4 (internal error);
* unsupported or timeout: what execution found; a mismatch (a concrete
  run computes something other than the spec) makes the verdict
  `FAILED (confirmed by execution)`, exit 1.

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
    workgroup_allocs: str = "per-thread"

    codes: list = field(default_factory=list, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.runs <= 0:
            raise ValueError("runs must be positive")
        from tvmlir.passes.verify import FP_MODELS, WORKGROUP_ALLOCS

        if self.fp not in FP_MODELS:
            raise ValueError(f"fp must be one of {', '.join(FP_MODELS)}, got '{self.fp}'")
        if self.workgroup_allocs not in WORKGROUP_ALLOCS:
            raise ValueError(
                f"workgroup-allocs must be one of {', '.join(WORKGROUP_ALLOCS)}, got '{self.workgroup_allocs}'"
            )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        functions = {f.sym_name.data: f for f in op.ops if isinstance(f, func.FuncOp) and f.body.blocks}
        if self.verify:
            self._verify_and_confirm(op, functions)
        else:
            self._run_only(op, functions)
        sys.stderr.flush()

    def _verify_and_confirm(self, module: ModuleOp, functions: dict[str, func.FuncOp]) -> None:
        from tvmlir.oracle.confirm import confirm
        from tvmlir.oracle.run import CANNOT_RUN, MATCH, MISMATCH, check_function
        from tvmlir.verify.function import VerifyOptions, verify_module_reports
        from tvmlir.verify.obligations import PRIORITY, Outcome, Verdict
        from tvmlir.verify.prover import ProverOptions
        from tvmlir.verify.report import format_report

        options = VerifyOptions(
            fp=self.fp, depth=self.depth, prover=ProverOptions(timeout_ms=self.timeout, rlimit=self.rlimit or None),
            workgroup_allocs=self.workgroup_allocs,
        )
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
                confirmed, note = confirm(module, fn, first.instance, self.runs, self.seed, self.workgroup_allocs)
                if not confirmed:
                    modelled = _uses_floats(module) if self.fp == "abstract" else _uninterpreted_math(module, fn)
                    exact = [c for c in failed if not abstraction_dependent(c, modelled)]
                    if exact:
                        lines[-1] = f"@{report.function}: FAILED ({min(exact, key=lambda c: PRIORITY.index(c.obligation)).obligation})"
                    else:
                        lines[-1] = f"@{report.function}: unconfirmed ({first.obligation}, not reproduced by execution)"
                        code = 2
            elif fn is not None and verdict == Verdict.VERIFIED:
                outcome = check_function(module, fn, self.runs, self.seed, workgroup_allocs=self.workgroup_allocs)
                if outcome.kind == MATCH:
                    note = f"execution agrees with the spec in {outcome.runs} runs"
                elif outcome.kind == CANNOT_RUN:
                    note = f"could not run: {outcome.detail}"
                else:
                    note = f"SOUNDNESS FAILURE: verified, but execution differs: {outcome.describe()}"
                    code = EXIT_SOUNDNESS
            elif fn is not None and verdict in (Verdict.UNSUPPORTED, Verdict.TIMEOUT):
                outcome = check_function(module, fn, self.runs, self.seed, workgroup_allocs=self.workgroup_allocs)
                note = f"execution: {outcome.describe()}"
                if outcome.kind == MISMATCH:
                    # Not proved either way, but a concrete run computes
                    # something other than the spec: the program is wrong.
                    lines[-1] = f"@{report.function}: FAILED (confirmed by execution)"
                    code = 1
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
            outcome = check_function(module, fn, self.runs, self.seed, workgroup_allocs=self.workgroup_allocs)
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


_EXACT_MATH = {"math.absf", "math.copysign", "math.sqrt", "math.floor", "math.ceil", "math.trunc", "math.round",
               "math.roundeven", "math.absi"}
"""`math` ops that `fp=ieee` encodes exactly (the rest are uninterpreted
functions, `semantics/fp/ieee.py`)."""


def abstraction_dependent(check, modelled: bool) -> bool:
    """A failure whose counterexample may exist only in the model, not in
    IEEE execution: a z3-decided obligation when the module computes with
    floats that the model does not make exact (`modelled`: any float under
    `fp=abstract`, whose arithmetic is uninterpreted even when the
    counterexample prints only integers, an `fptosi` of a sum say; an
    uninterpreted math function under `fp=ieee`), or one whose instance
    shows abstract values.  Everything else (isl's obligations, syntactic
    ones, z3 on integers and exact IEEE) is exact."""
    from tvmlir.verify.obligations import Z3_DECIDED

    return "abstract value" in check.instance or (modelled and check.obligation in Z3_DECIDED)


def _uses_floats(module) -> bool:
    """The module (code and specs) computes with floating-point values."""
    from xdsl.dialects.builtin import AnyFloat, ShapedType

    def is_float(t) -> bool:
        t = t.get_element_type() if isinstance(t, ShapedType) else t
        return isinstance(t, AnyFloat)

    for o in module.walk():
        if o.name == "tv.spec":
            source = str(getattr(o.attributes.get("source"), "data", ""))
            if any(f in source for f in ("f16", "f32", "f64", "f80", "f128")):
                return True
    return any(is_float(r.type) for o in module.walk() for r in o.results)


def _uninterpreted_math(module, fn) -> bool:
    """`fn`, a kernel it launches or its spec uses a math op that
    `fp=ieee` leaves uninterpreted (checked over the whole module, which
    holds them all)."""
    return any(o.name.startswith("math.") and o.name not in _EXACT_MATH for o in module.walk()) or any(
        "math." in str(getattr(o.attributes.get("source"), "data", "")) for o in module.walk() if o.name == "tv.spec"
    )

