"""`verify`: check lowered code against its `tv.spec` (prophetic validation).

    tv-opt --verify lowered.mlir                  # default options
    tv-opt -p 'verify{fp=ieee timeout=5000 emit-smtlib=out}' lowered.mlir

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
* `workgroup-allocs`: what a `memref.alloc` in workgroup memory inside a
  kernel is.  `per-thread` (default) is what mlir-opt-19 compiles it to
  (`convert-gpu-to-nvvm`/`-rocdl`: a `malloc` every thread runs), so a
  thread sees only its own writes; `shared` is one buffer per block, shared
  by its threads, as IREE lowers it: an assumption the report prints;
  `unsupported` refuses it.  Workgroup attributions are shared either way,
  plain and private allocations are per thread (`tvmlir/verify/kernels.py`);
* `max-threads-per-block`, `max-block-size` (x,y,z), `max-grid-size`
  (x,y,z): the GPU target's launch limits, NVIDIA's and AMD's by default
  (1024; 1024,1024,64; 2147483647,65535,65535).  A launch beyond them for
  some sizes is `FAILED (launch limits)` (`tvmlir/verify/launch_limits.py`);
* `grid-limits`: `assume` (default) takes a grid size that depends on the
  problem size as within the limits, an assumption the report prints;
  `check` makes it an obligation (constant grid sizes are always checked);
* `source`: the file `--annotate` was run on.  It is annotated again here,
  and each spec used must be exactly what that makes of it; otherwise the
  function is `FAILED (spec matches source)` (`tvmlir/verify/spec_source.py`).
  Every function of FILE that gets a spec must be in the module with its
  spec: `FAILED (spec missing)` / `FAILED (function missing)` otherwise
  (`tvmlir/verify/pairing.py`).  A missing or malformed FILE is bad input
  (exit 3);
* `assume-reassoc`: treat float `addf`/`mulf` reductions as associative and
  commutative, with `+0.0`/`-0.0` (`1.0`) as their neutral element, even
  where the spec carries no `fastmath<reassoc>`, so that reductions a
  compiler reordered (split-K, `tile_reduction_using_*`) can be proved;
  printed as an assumption (a reordering does change IEEE results in the
  last bits, and the sign of a zero sum);
* `spec`: the linalg source the module was lowered from, when the module
  carries no annotations (any compiler's output): the specs are what
  `--annotate` makes of it, and the claims a prophecy would make are
  inferred from runs of the spec and the code on the execution oracle,
  then checked as written prophecies (`tvmlir/infer/`).  Implies
  `source=` the same file;
* `assume-asserts` (default true): a failed `cf.assert` of the spec is
  undefined behaviour, so the proof may assume every spec assert holds
  (printed); false reads a failed assert as an abort the lowered code must
  keep: each spec element whose body asserts must be computed after
  lowered asserts that imply the spec's (`assert kept`), and nothing else
  may use the spec's asserts (`tvmlir/verify/asserts.py`);
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
WORKGROUP_ALLOCS = ("per-thread", "shared", "unsupported")


@dataclass(frozen=True)
class VerifyPass(ModulePass):
    name = "verify"

    fp: str = "abstract"
    timeout: int = 20000
    rlimit: int = 0
    depth: int = 4
    emit_smtlib: str | None = None
    workgroup_allocs: str = "per-thread"
    max_threads_per_block: int = 1024
    max_block_size: tuple[int, ...] = (1024, 1024, 64)
    max_grid_size: tuple[int, ...] = (2**31 - 1, 65535, 65535)
    grid_limits: str = "assume"
    source: str | None = None
    jobs: int = 1
    json: str | None = None
    assume_reassoc: bool = False
    spec: str | None = None
    assume_asserts: bool = True

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
        if self.grid_limits not in ("assume", "check"):
            raise ValueError(f"grid-limits must be one of assume, check, got '{self.grid_limits}'")
        if len(self.max_block_size) != 3 or len(self.max_grid_size) != 3:
            raise ValueError("max-block-size and max-grid-size take three sizes (x,y,z)")
        if min(self.max_threads_per_block, *self.max_block_size, *self.max_grid_size) <= 0:
            raise ValueError("launch limits must be positive")
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
        from tvmlir.verify.launch_limits import LaunchLimits
        from tvmlir.verify.module_report import ModuleReport
        from tvmlir.verify.prover import ProverOptions
        from tvmlir.verify.report import format_report
        from tvmlir.verify.run_module import clear_progress, terminal_progress, verify_module_report

        source = self.spec if self.spec is not None else self.source
        annotated = None if source is None else annotated_source(source, "spec" if self.spec is not None else "source")
        options = VerifyOptions(
            fp=self.fp,
            depth=self.depth,
            prover=ProverOptions(timeout_ms=self.timeout, smtlib_dir=self.emit_smtlib, rlimit=self.rlimit or None),
            workgroup_allocs=self.workgroup_allocs,
            launch_limits=LaunchLimits(
                self.max_threads_per_block, tuple(self.max_block_size), tuple(self.max_grid_size),  # type: ignore[arg-type]
                self.grid_limits == "check",
            ),
            source=None if annotated is None else annotated.fingerprints(),
            assume_reassoc=self.assume_reassoc,
            assume_asserts=self.assume_asserts,
        )
        if self.spec is not None:
            from tvmlir.infer.against_source import verify_against_source

            assert annotated is not None
            module_report = verify_against_source(op, annotated, options, jobs=self.jobs, progress=terminal_progress())
        else:
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


def annotated_source(path: str, option: str = "source"):
    """The specs `--annotate` makes of the file at `path` (bad input, at
    that file, if it cannot be read, parsed or annotated; the message
    names `verify{option}`)."""
    from tvmlir.ir.diagnostics import BadInput

    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise BadInput(path, 1, 1, f"verify{{{option}}}: cannot read the source file: {e.strerror}") from None
    except UnicodeDecodeError:
        raise BadInput(path, 1, 1, f"verify{{{option}}}: the source file is not UTF-8 text") from None
    return annotated_source_text(text, path)


def annotated_source_text(text: str, path: str):
    """`annotated_source` of `text`, read from `path` (or made there: the
    lifted route of tv-check, `refinement/lifted.py`, annotates a spec it
    lifted)."""
    from tvmlir.ir.context import make_context
    from xdsl.dialects.func import FuncOp

    from tvmlir.ir.diagnostics import OpError, bad_input_at_op, format_op_location
    from tvmlir.ir.parser import parse_verified
    from tvmlir.passes.annotate import AnnotatePass
    from tvmlir.tv_dialect import SpecOp
    from tvmlir.tv_dialect.spec import own_spec_name
    from tvmlir.verify.spec_source import AnnotatedSource

    ctx = make_context()
    module = parse_verified(ctx, text, path)
    try:
        AnnotatePass().apply(ctx, module)
    except OpError as e:
        raise bad_input_at_op(e.op, e.message, path) from None
    specs = {op.sym_name.data: op for op in module.ops if isinstance(op, SpecOp)}
    functions = [op.sym_name.data for op in module.ops if op.name == "func.func" and op.regions[0].blocks]
    owned = {
        fn.sym_name.data: (own_spec_name(fn.sym_name.data), format_op_location(fn, path))
        for fn in module.ops
        if isinstance(fn, FuncOp) and own_spec_name(fn.sym_name.data) in specs
    }
    return AnnotatedSource(path, module, specs, functions, owned)


def source_specs(path: str):
    """The fingerprints of the specs `--annotate` makes of `path`."""
    return annotated_source(path).fingerprints()
