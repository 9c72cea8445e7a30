"""`verify`: check lowered code against its `tv.spec` (prophetic validation).

    tv-opt --verify lowered.mlir                  # default options
    tv-opt -p 'verify{fp=ieee,timeout=5000,emit-smtlib=out}' lowered.mlir

The pass does not change the IR.  Its report goes to **stderr**, so that
`tv-opt --verify x.mlir | mlir-opt-19 ...` keeps working: the IR passes
through on stdout.  `tv-opt` asks the pass for `validation_exit_code()`
(0 all verified, 1 a failure, 2 unsupported or timeout only) and withholds
the IR when verification failed, so a pipeline never continues with code
known to be wrong.

Options:
* `fp`: `abstract` (default) or `ieee`, the float model handed to the
  scalar semantics;
* `timeout`: per z3 query, in milliseconds (0: no wall-clock limit);
* `rlimit`: per z3 query, in z3 resource units (deterministic, unlike
  time; 0: none).  Under `TVMLIR_RLIMIT=N` (the tests) every query is
  bounded by `rlimit` or N units and never by time (`tvmlir.smt.budget`);
* `depth`: rounds of unfolding of the spec equations per query;
* `emit-smtlib`: a directory that receives every query solved as SMT-LIB
  (`tvmlir.smt.emit_smtlib`: z3 terms -> the `smt` dialect -> SMT-LIB 2.6,
  which the z3 executable and cvc5 read), one file per query named
  `<function>-<n>-<obligation>.smt2`;
* `workgroup-allocs`: `shared` (default) takes a `memref.alloc` in
  workgroup memory inside a kernel as one buffer per block, an assumption
  the report prints (mlir-opt-19 lowers it per thread); `unsupported`
  refuses it.  Workgroup attributions are shared either way, plain and
  private allocations are per thread (`tvmlir/verify/kernels.py`);
* `source`: the file `--annotate` was run on.  It is annotated again here,
  and each spec used must be exactly what that makes of it; otherwise the
  function is `FAILED (spec matches source)` (`tvmlir/verify/spec_source.py`).
  A missing or malformed FILE is bad input (exit 3);
* `assume-reassoc`: treat float `addf`/`mulf` reductions as associative and
  commutative, with `+0.0`/`-0.0` (`1.0`) as their neutral element, even
  where the spec carries no `fastmath<reassoc>`, so that reductions a
  compiler reordered (split-K, `tile_reduction_using_*`) can be proved;
  printed as an assumption (a reordering does change IEEE results in the
  last bits, and the sign of a zero sum);
* `jobs`: verify up to N functions at once (processes; same reports, in
  module order; `tvmlir/verify/run_module.py`);
* `json`: also write the report as JSON to this file (schema
  `tvmlir-verify/1`, documented in `tvmlir/verify/module_report.py`);
  with several input chunks (`--split-input-file`) it holds them all.

After the functions of a module with more than one, a `summary:` line
counts the verdicts and gives the time; on a terminal, a progress line
names the function being verified.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

FP_MODELS = ("abstract", "ieee")
WORKGROUP_ALLOCS = ("shared", "unsupported")


@dataclass(frozen=True)
class VerifyPass(ModulePass):
    name = "verify"

    fp: str = "abstract"
    timeout: int = 20000
    rlimit: int = 0
    depth: int = 4
    emit_smtlib: str | None = None
    workgroup_allocs: str = "shared"
    source: str | None = None
    jobs: int = 1
    json: str | None = None
    assume_reassoc: bool = False

    verdicts: list = field(default_factory=list, init=False, compare=False, repr=False)
    """Verdicts of every function verified so far (all input chunks)."""
    reports: list = field(default_factory=list, init=False, compare=False, repr=False)
    """The module reports so far (all input chunks), for `json`."""

    def __post_init__(self) -> None:
        if self.fp not in FP_MODELS:
            raise ValueError(f"fp must be one of {', '.join(FP_MODELS)}, got '{self.fp}'")
        if self.workgroup_allocs not in WORKGROUP_ALLOCS:
            raise ValueError(
                f"workgroup-allocs must be one of {', '.join(WORKGROUP_ALLOCS)}, got '{self.workgroup_allocs}'"
            )
        if self.timeout < 0 or self.rlimit < 0:
            raise ValueError("timeout and rlimit must not be negative")
        if self.timeout == 0 and self.rlimit == 0:
            raise ValueError("timeout and rlimit cannot both be 0 (no limit)")
        if self.depth <= 0:
            raise ValueError("depth must be positive")
        if self.jobs < 1:
            raise ValueError("jobs must be at least 1")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        from tvmlir.verify.function import VerifyOptions
        from tvmlir.verify.module_report import ModuleReport
        from tvmlir.verify.prover import ProverOptions
        from tvmlir.verify.report import format_report
        from tvmlir.verify.run_module import clear_progress, terminal_progress, verify_module_report

        options = VerifyOptions(
            fp=self.fp,
            depth=self.depth,
            prover=ProverOptions(timeout_ms=self.timeout, smtlib_dir=self.emit_smtlib, rlimit=self.rlimit or None),
            shared_workgroup_allocs=self.workgroup_allocs == "shared",
            source=None if self.source is None else source_specs(self.source),
            assume_reassoc=self.assume_reassoc,
        )
        module_report = verify_module_report(op, options, jobs=self.jobs, progress=terminal_progress())
        clear_progress()
        for report in module_report.functions:
            sys.stderr.write(format_report(report))
            self.verdicts.append(report.verdict())
        if len(module_report.functions) > 1:
            sys.stderr.write(module_report.summary_line() + "\n")
        sys.stderr.flush()
        self.reports.append(module_report)
        if self.json is not None:
            combined = ModuleReport(
                module_report.file,
                [f for r in self.reports for f in r.functions],
                [t for r in self.reports for t in r.seconds],
                sum(r.total_seconds for r in self.reports),
            )
            combined.write_json(self.json)

    def validation_exit_code(self) -> int:
        from tvmlir.verify.obligations import worst_exit_code

        return worst_exit_code(self.verdicts)


def source_specs(path: str):
    """The specs `--annotate` makes of the file at `path` (bad input, at
    that file, if it cannot be read, parsed or annotated)."""
    from tvmlir.ir.context import make_context
    from tvmlir.ir.diagnostics import BadInput, OpError, bad_input_at_op
    from tvmlir.ir.parser import parse_verified
    from tvmlir.passes.annotate import AnnotatePass
    from tvmlir.tv_dialect import SpecOp
    from tvmlir.verify.spec_source import SourceSpecs, SpecFingerprint

    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise BadInput(path, 1, 1, f"verify{{source}}: cannot read the source file: {e.strerror}") from None
    except UnicodeDecodeError:
        raise BadInput(path, 1, 1, "verify{source}: the source file is not UTF-8 text") from None
    ctx = make_context()
    module = parse_verified(ctx, text, path)
    try:
        AnnotatePass().apply(ctx, module)
    except OpError as e:
        raise bad_input_at_op(e.op, e.message, path) from None
    specs = {op.sym_name.data: SpecFingerprint.of(op) for op in module.ops if isinstance(op, SpecOp)}
    return SourceSpecs(path, specs)
