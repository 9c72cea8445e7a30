"""`tv-check SRC TGT`: does each function of TGT refine the same-named
function of SRC?  (mlir-tv's job; DESIGN.md sections 5-7.)

One line per function of SRC that has a body:

    @f: verified
    @f: unsupported (verified only for extents <= 50, not for all sizes; ...)
                                              (a proof within the extent bounds only;
                                               --accept-bounded: "verified for extents <= 50", exit 0)
    @f: verified (source is always undefined)
    @f: FAILED (return value mismatch)        + an Alive2-style example
    @f: unconfirmed (return value mismatch: ...)  the solver's failure, not reproduced concretely
    @f: unsupported (linalg.foo at tgt.mlir:4:8: why)
    @f: timeout

then, for the verified functions, what they take for granted
("assumptions of the verified functions:", one line per assumption), and
with `--verbose` each function's "analysis of @f:" (`refinement.analysis`).

Exit codes: 0 all verified, 1 any failure, 2 only unsupported/timeout/
unconfirmed, 3 bad input (one line on stderr), 4 internal error (also a
function's `internal error` verdict).  Bad input is read as tv-opt
reads it: an op or type tvmlir does not define is bad input unless
`--allow-unregistered-dialect`, and so is a SRC with no function body.

mlir-tv's options are accepted with one or two dashes (`-fp-bits=5` as in
its test headers, or `--fp-bits 5`).  `--succinct` omits the
counterexamples; `--multiset` and `--smt-use-all-logic` are accepted and
change nothing (`MLIR_TV_NO_OPS`).  `--identity` also checks SRC against
SRC and TGT against TGT, as mlir-tv's test runner does.

`--pairs DIR_OR_LIST` checks many pairs in one process (`tvmlir.tools.batch`):
the same verdicts and exit codes per pair as one process each, without
paying the start-up per pair.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from tvmlir.ir.diagnostics import BadInput

EXIT_BAD_INPUT = 3


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


class OptionError(BadInput):
    """A bad option value: bad input (exit 3), said like argparse says it."""

    def __init__(self, message: str):
        super().__init__("<command line>", 1, 1, message)

    def __str__(self) -> str:
        return f"tv-check: error: {self.message}"


def _both(*names: str) -> list[str]:
    out = []
    for n in names:
        out += [f"--{n}", f"-{n}"]
    return out


MLIR_TV_NO_OPS = {
    "multiset": "mlir-tv's alternative encoding of float-sum associativity (a multiset "
    "of summands instead of hashes); the relation assumed is the same, so it does not change "
    "what --associative proves",
    "smt_use_all_logic": "mlir-tv sets the SMT logic to ALL; tvmlir never restricts z3's "
    "logic, so every query already runs in ALL",
}
"""mlir-tv options accepted so that its command lines run, and why they
change nothing here."""


def build_parser() -> argparse.ArgumentParser:
    from tvmlir.tools.help_text import VALIDATION_CODES, HelpFormatter, epilog

    p = _ArgumentParser(
        prog="tv-check",
        description="Check that each function of TGT refines the same-named function of SRC.",
        formatter_class=HelpFormatter,
        epilog=epilog(VALIDATION_CODES, [
            "tv-check src.mlir tgt.mlir",
            "tv-check --fp=ieee --function f --json src.mlir tgt.mlir",
            "mlir-opt-19 --linalg-fuse-elementwise-ops m.mlir -o fused.mlir && tv-check m.mlir fused.mlir",
            "tv-check --pairs DIR --jobs 2     (every DIR/NAME.src.mlir with NAME.tgt.mlir)",
        ]),
    )
    p.add_argument("src", metavar="SRC", nargs="?")
    p.add_argument("tgt", metavar="TGT", nargs="?")
    p.add_argument("--pairs", metavar="DIR_OR_LIST",
                   help="check many pairs in one process: a directory (every NAME.src.mlir with its "
                   "NAME.tgt.mlir, recursively) or a file of lines 'SRC TGT [OPTIONS]'")
    p.add_argument(*_both("identity"), action="store_true",
                   help="also check SRC against SRC and TGT against TGT (mlir-tv's identity checks)")
    p.add_argument(*_both("succinct"), action="store_true", help="do not print counterexamples (mlir-tv's)")
    for dest in MLIR_TV_NO_OPS:
        p.add_argument(*_both(dest.replace("_", "-")), dest=dest, action="store_true",
                       help="accepted for mlir-tv's command lines; changes nothing (--verbose says why)")
    p.add_argument(*_both("fp"), choices=("abstract", "ieee"), default="abstract",
                   help="float encoding: abstract (mlir-tv's, default) or exact IEEE-754")
    p.add_argument(*_both("fp-bits"), type=int, metavar="B",
                   help="room for 2^B non-constant float values (default: counted)")
    p.add_argument(*_both("associative"), action="store_true",
                   help="treat float addition as associative in sums (unsafe; opt-in)")
    p.add_argument(*_both("use-neg-zero"), action="store_true",
                   help="+0.0 written by linalg.fill / yielded by linalg bodies is -0.0 (mlir-tv's workaround)")
    p.add_argument(*_both("smt-to"), type=int, default=30000, metavar="MS",
                   help="solver timeout per query in ms (default 30000; 0: none)")
    p.add_argument(*_both("rlimit"), type=int, default=0, metavar="N",
                   help="solver work limit per query in z3 resource units (deterministic; default 0: none). "
                   "TVMLIR_RLIMIT=N in the environment makes every query's budget N units and never time")
    p.add_argument(*_both("max-unknown-dimsize"), type=int, default=50, metavar="N",
                   help="bound on each dynamic extent of an argument (default 50)")
    p.add_argument(*_both("require-all-sizes"), action="store_true",
                   help="the default, kept for old command lines: a proof only within the extent bounds is "
                   "unsupported (exit 2)")
    p.add_argument(*_both("accept-bounded"), action="store_true",
                   help="a proof only within the extent bounds (\"verified for extents <= N\") exits 0, its bound "
                   "printed; by default it is unsupported (exit 2), because a program can be right for every "
                   "extent up to N and wrong past it")
    p.add_argument(*_both("max-vscale"), type=int, default=16, metavar="N",
                   help="check scalable vectors at each vscale 1..N (default 16, SVE's maximum; printed)")
    p.add_argument(*_both("max-rank"), type=int, default=4, metavar="N",
                   help="check unranked values at each rank 0..N (default 4; printed)")
    p.add_argument(*_both("max-block-bits"), type=int, default=48, metavar="B",
                   help="memory blocks (memref arguments' and the source's allocations) hold fewer than 2^B "
                   "elements (default 48; up to 64; printed)")
    p.add_argument(*_both("max-tensor-size"), type=int, default=10000, metavar="N",
                   help="bound on the element count of a dynamically shaped argument")
    p.add_argument(*_both("max-const-tensor-size"), type=int, default=-1, metavar="N",
                   help="encode larger non-splat constants as unknown arrays (-1: never)")
    p.add_argument(*_both("unroll-fp-sum-bound"), type=int, default=10, metavar="N",
                   help="longest float sum the last abstraction round unrolls")
    p.add_argument(*_both("unroll-int-sum"), action="store_true", help="unroll every constant-length integer sum")
    p.add_argument(*_both("max-unroll"), type=int, default=256, metavar="N",
                   help="loop iterations unrolled per function (beyond: unsupported)")
    p.add_argument(*_both("memref-inputs-simple"), action="store_true",
                   help="assume memref arguments point to distinct blocks at offset 0 (no aliasing)")
    p.add_argument(*_both("use-fn-argument-dims"), metavar="F@K[,G@L...]", default="",
                   help="a call to external F returns tensors with the extents of its argument K")
    p.add_argument(*_both("index-bitwidth"), type=int, default=64, metavar="N",
                   help="bit width of the index type (default 64; 32 checks code for a 32-bit target)")
    p.add_argument(*_both("no-assume-pure-calls"), dest="pure_calls", action="store_false",
                   help="do not assume external functions are pure and total: calls to them are unsupported")
    p.add_argument(*_both("no-assume-opaque-ops"), dest="opaque_ops", action="store_false",
                   help="ops tvmlir does not know (the test dialect, unregistered ops) are unsupported instead of "
                        "uninterpreted functions and events the target must perform alike")
    p.add_argument(*_both("no-assume-pure-opaque-ops"), dest="pure_opaque_ops", action="store_false",
                   help="opaque ops with results and no memref operand are events too, not pure functions")
    p.add_argument(*_both("no-assume-typed-noalias"), dest="typed_noalias", action="store_false",
                   help="do not assume memrefs of different element types never alias: such arguments are unsupported")
    p.add_argument(*_both("no-assume-vector-reduction-order"), dest="vector_reduction_order", action="store_false",
                   help="float add/mul vector reductions (whose order MLIR leaves open) are unsupported")
    p.add_argument(*_both("no-assume-loops-end"), dest="loops_end", action="store_false",
                   help="do not pair a loop that is not unrolled with the target's (which assumes it ends): "
                        "such loops are unsupported")
    p.add_argument(*_both("no-assume-subview-in-bounds"), dest="subview_in_bounds", action="store_false",
                   help="an access through a memref.subview is UB only outside its block, not outside its source's "
                        "extents")
    p.add_argument(*_both("no-assume-copy-overlap-ub"), dest="copy_overlap_ub", action="store_false",
                   help="a memref.copy whose views may overlap is unsupported in the source instead of UB there "
                        "(MLIR 19 does not say what it copies; its memcpy lowering makes it UB)")
    p.add_argument(*_both("no-assume-row-major-buffers"), dest="row_major_buffers", action="store_false",
                   help="check the memrefs a bufferized signature passes for tensor arguments and out-parameters at "
                        "every layout their type allows, not only at row-major strides (slow: unknown strides make "
                        "addresses nonlinear)")
    p.add_argument(*_both("no-dataflow-route"), dest="dataflow_route", action="store_false",
                   help="do not try the affine dataflow route (static affine loop nests compared by array "
                        "dataflow for all sizes, design notes section 19) for loop nests neither unrolled nor paired")
    p.add_argument(*_both("lift-fallback"), dest="lift_fallback", action="store_true",
                   help="also try the lifted route (lift the source to a linalg formula, prove the target "
                        "against it) for loop nests neither unrolled nor paired (opt-in: on MLIR's held-out "
                        "tests it verified no more pairs, design notes section 19)")
    confirm = p.add_mutually_exclusive_group()
    confirm.add_argument(*_both("confirm"), dest="confirm", action="store_const", const="always", default="auto",
                         help="re-run every failure concretely with exact IEEE floats; one that no run reproduces, "
                         "or for which no run is possible, is 'unconfirmed' (exit 2). By default failures are "
                         "re-run where a run is possible (small inputs)")
    confirm.add_argument(*_both("no-confirm"), dest="confirm", action="store_const", const="never",
                         help="report the solver's failures without re-running them concretely")
    p.add_argument(*_both("function", "compare-fn-name"), dest="function", metavar="NAME",
                   help="check only this function")
    p.add_argument("--reader", choices=("auto", "native", "mlir-opt"), default=None,
                   help="how to read SRC and TGT: tvmlir's reader, with mlir-opt-19 as a second reader when it "
                   "fails (auto, the default; or $TVMLIR_READER), never mlir-opt-19 (native), or always through "
                   "mlir-opt-19's generic form (mlir-opt)")
    p.add_argument("--json", action="store_true",
                   help="print one JSON document on stdout instead of the text (source, target, functions)")
    p.add_argument("--emit-smtlib", metavar="DIR", help="write each query as SMT-LIB 2.6 into DIR")
    p.add_argument(*_both("jobs"), type=int, default=1, metavar="N", help="check N function pairs in parallel")
    p.add_argument(*_both("verbose"), action="store_true",
                   help="also print the abstraction rounds, notes, and the analysis behind the abstraction "
                   "(float counts, abstract float layout, memref arguments, constants left unknown)")
    p.add_argument(*_both("allow-unregistered-dialect"), action="store_true",
                   help="accept ops tvmlir does not define as opaque ops (their functions are "
                   "then unsupported); without it they are bad input, as in tv-opt and mlir-opt")
    return p


_NOT_NEGATIVE = ("smt_to", "rlimit", "max_unknown_dimsize", "max_tensor_size", "unroll_fp_sum_bound", "max_rank")


def check_sizes(args) -> None:
    """Sizes and times cannot be negative (-1 for --max-const-tensor-size
    means "never"): a negative one is a typo, not a request."""
    for dest in _NOT_NEGATIVE:
        if getattr(args, dest) < 0:
            flag = dest.replace("_", "-")
            raise OptionError(f"--{flag} must not be negative, got {getattr(args, dest)}")
    if args.max_const_tensor_size < -1:
        raise OptionError(
            f"--max-const-tensor-size must be -1 (never) or at least 0, got {args.max_const_tensor_size}"
        )
    if args.jobs < 1:
        raise OptionError("--jobs must be at least 1")


def options_from(args):
    from tvmlir.semantics.context import Options

    dims = []
    for item in filter(None, args.use_fn_argument_dims.split(",")):
        name, _, k = item.partition("@")
        if not k.isdigit():
            raise OptionError(f"--use-fn-argument-dims: expected F@K, got '{item}'")
        dims.append((name, int(k)))
    if args.fp == "ieee" and args.associative:
        raise OptionError("--associative needs the abstract float encoding (not --fp=ieee)")
    if args.fp_bits is not None and not 1 <= args.fp_bits <= 24:
        raise OptionError("--fp-bits must be between 1 and 24")
    if args.max_unroll < 0:
        raise OptionError("--max-unroll must not be negative")
    if not 8 <= args.index_bitwidth <= 64:
        raise OptionError("--index-bitwidth must be between 8 and 64")
    if args.max_vscale < 1:
        raise OptionError("--max-vscale must be at least 1")
    if not 1 <= args.max_block_bits <= 64:
        raise OptionError("--max-block-bits must be between 1 and 64")
    return Options(
        fp=args.fp,
        fp_bits=args.fp_bits,
        associative=args.associative,
        use_neg_zero=args.use_neg_zero,
        max_unknown_dimsize=args.max_unknown_dimsize,
        max_tensor_size=args.max_tensor_size,
        max_const_tensor_size=args.max_const_tensor_size,
        unroll_fp_sum_bound=args.unroll_fp_sum_bound,
        unroll_int_sum=args.unroll_int_sum,
        max_unroll=args.max_unroll,
        vector_reduction_order=args.vector_reduction_order,
        loops_end=args.loops_end,
        memref_inputs_simple=args.memref_inputs_simple,
        fn_argument_dims=tuple(dims),
        timeout_ms=args.smt_to,
        rlimit=args.rlimit or None,
        index_bitwidth=args.index_bitwidth,
        pure_external_calls=args.pure_calls,
        opaque_ops=args.opaque_ops,
        pure_opaque_ops=args.pure_opaque_ops,
        typed_noalias=args.typed_noalias,
        subview_in_bounds=args.subview_in_bounds,
        copy_overlap_ub=args.copy_overlap_ub,
        max_vscale=args.max_vscale,
        max_rank=args.max_rank,
        max_block_bits=args.max_block_bits,
        row_major_buffers=args.row_major_buffers,
        confirm=args.confirm,
        dataflow_route=args.dataflow_route,
    )


def _check_one(job):
    """Worker for --jobs: parse both files again (z3 terms do not cross
    processes) and check one function."""
    from tvmlir.refinement.module import load

    src_path, tgt_path, name, options, emit_dir, unregistered, reader, route = job
    src, tgt = load(src_path, None, unregistered, reader), load(tgt_path, None, unregistered, reader)
    return check_function(src, tgt, name, options, _emitter(emit_dir), unregistered, route)


def check_function(src, tgt, name, options, emit, unregistered: bool, route: bool):
    """One function pair: the ordinary check, and the lifted route
    (`refinement/lifted.py`, design notes section 19) for a loop nest it
    cannot relate: first when the source has more loop iterations than the
    ordinary check unrolls, else after it said unsupported for such a loop
    or ran out of budget.  The route's verified or FAILED stands (each is
    sound on its own); otherwise the ordinary verdict, with the route's
    reason as a note."""
    from tvmlir.refinement.check import check_pair_guarded as check_pair

    if name not in tgt.functions or not tgt.functions[name].body.blocks:
        return check_pair(src, tgt, name, options, emit)
    from tvmlir.refinement import dataflow

    if not options.dataflow_route or not dataflow.has_loops(src.functions[name]):
        return _check_lifted(src, tgt, name, options, emit, unregistered, route)
    from tvmlir.refinement import lifted
    from tvmlir.refinement.verdict import VERIFIED

    tried = None
    if lifted.worth_first(src.functions[name], options.max_unroll):
        tried = dataflow.check_dataflow(src, tgt, name, options)
        if tried.status == VERIFIED:
            return tried
    verdict = _check_lifted(src, tgt, name, options, emit, unregistered, route)
    if not lifted.applies(verdict):
        return verdict
    if tried is None:
        tried = dataflow.check_dataflow(src, tgt, name, options)
        if tried.status == VERIFIED:
            return tried
    verdict.notes.append(tried.reason)
    return verdict


def _check_lifted(src, tgt, name, options, emit, unregistered: bool, route: bool):
    """The ordinary check, and the lifted route when `route` (see
    `check_function`)."""
    from tvmlir.refinement.check import check_pair_guarded as check_pair
    from tvmlir.refinement.verdict import FAILED, VERIFIED

    if not route:
        return check_pair(src, tgt, name, options, emit)
    from tvmlir.refinement import lifted

    tried = None
    if lifted.worth_first(src.functions[name], options.max_unroll):
        tried = lifted.check_lifted_guarded(src.path, tgt.path, name, options, unregistered,
                                               src.functions[name])
        if tried.status in (VERIFIED, FAILED):
            return tried
    verdict = check_pair(src, tgt, name, options, emit)
    if not lifted.applies(verdict):
        return verdict
    if tried is None:
        tried = lifted.check_lifted_guarded(src.path, tgt.path, name, options, unregistered,
                                               src.functions[name])
        if tried.status in (VERIFIED, FAILED):
            return tried
    verdict.notes.append(tried.reason)
    return verdict


def _emitter(emit_dir):
    if emit_dir is None:
        return None
    from tvmlir.refinement.smtlib import emit_query

    def emit(name, k, assertions):
        try:
            return emit_query(emit_dir, name, k, assertions)
        except OSError as e:  # a file of DIR that cannot be written: bad input, as for -o
            raise BadInput(e.filename or emit_dir, 1, 1, f"cannot write output file: {e.strerror}") from None

    return emit


def run(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.pairs is not None:
        if args.src is not None:
            raise OptionError("--pairs takes no SRC TGT: give the pairs in DIR_OR_LIST")
        from tvmlir.tools.batch import run_batch

        rest = list(sys.argv[1:] if argv is None else argv)
        return run_batch(args.pairs, _without_pairs(rest), check_files, sys.stdout)
    if args.tgt is None:
        build_parser().error("the following arguments are required: SRC TGT (or --pairs)")
    return check_files(args, sys.stdout)


def _without_pairs(argv: list[str]) -> list[str]:
    """The command line minus `--pairs X`: the options every pair shares."""
    out, skip = [], False
    for a in argv:
        if skip:
            skip = False
        elif a in ("--pairs",):
            skip = True
        elif not a.startswith("--pairs="):
            out.append(a)
    return out


def _bounded_as_unsupported(verdicts) -> None:
    """The default: a proof bounded by the extent bounds (`verified for
    extents <= N`) is `unsupported`, exit 2.  Why not exit 0 with the bound
    printed: the re-checks past the bound look for thresholds the program
    computes, and four adversarial rounds (12-15, design notes section 9)
    kept hiding one where no finder looks (a vector lane, a splat, a value
    stored through a view, four call levels); a CI gate that reads exit
    codes would pass those programs.  `--accept-bounded` restores exit 0
    for users who read the bound."""
    from tvmlir.refinement.verdict import UNSUPPORTED, VERIFIED

    for v in verdicts:
        if v.status == VERIFIED and v.bounded:
            v.status = UNSUPPORTED
            v.reason = f"verified only for {v.bounded}, not for all sizes; --accept-bounded accepts that"


def check_files(args, out) -> int:
    """Check the pair args.src / args.tgt; write the report to `out`;
    return the exit code (bad input raises BadInput)."""
    from tvmlir.refinement.check import check_pair_guarded as check_pair
    from tvmlir.refinement.module import load
    from tvmlir.ir.diagnostics import UnsupportedInput
    from tvmlir.ir.mlir_opt_reader import reader_mode
    from tvmlir.refinement.verdict import exit_code

    check_sizes(args)
    options = options_from(args)
    unregistered = args.allow_unregistered_dialect
    reader = reader_mode(args.reader)
    try:
        src = load(args.src, None, unregistered, reader)
        tgt = load(args.tgt, None, unregistered, reader)
    except UnsupportedInput as e:  # valid MLIR that tvmlir cannot read
        return _unreadable(e, args, out)
    names = src.defined()
    if not names:
        # Nothing to check is not "all verified": exit 0 with no output
        # would pass a build step that validates nothing.
        raise BadInput(args.src, 1, 1, "no function with a body to check (only declarations)")
    if args.function is not None:
        if args.function not in names:
            raise BadInput(args.src, 1, 1, f"no function @{args.function} with a body")
        names = [args.function]
    if args.emit_smtlib is not None:  # only once both inputs are known good
        try:
            os.makedirs(args.emit_smtlib, exist_ok=True)
        except OSError as e:
            raise BadInput(args.emit_smtlib, 1, 1, f"cannot create directory: {e.strerror}") from None
    if args.jobs > 1 and len(names) > 1:
        from concurrent.futures import ProcessPoolExecutor

        jobs = [(args.src, args.tgt, n, options, args.emit_smtlib, unregistered, reader, args.lift_fallback)
                for n in names]
        with ProcessPoolExecutor(max_workers=min(args.jobs, len(names))) as pool:
            verdicts = list(pool.map(_check_one, jobs))
    else:
        emit = _emitter(args.emit_smtlib)
        verdicts = [check_function(src, tgt, n, options, emit, unregistered, args.lift_fallback) for n in names]
    if not args.accept_bounded:
        _bounded_as_unsupported(verdicts)
    from tvmlir.refinement.private import through_callers

    through_callers(src, tgt, verdicts,
                    lambda g: check_function(src, tgt, g, options, None, unregistered, args.lift_fallback))
    if args.identity:
        # mlir-tv's identity checks: each side must refine itself.  A
        # failure means the semantics are not deterministic where they
        # should be (a tvmlir bug or an unmodelled choice), and is a
        # failure of the run.
        tgt_names = tgt.defined()
        for side, mod, label in ((src, src, "src"), (tgt, tgt, "tgt")):
            for n in names if label == "src" else [n for n in names if n in tgt_names]:
                v = check_pair(side, mod, n, options, None)
                v.function = f"{n} ({label} vs {label})"
                verdicts.append(v)
    if not args.accept_bounded:
        _bounded_as_unsupported(verdicts)  # the identity checks' too
    if args.succinct:
        for v in verdicts:
            v.counterexample = []
    if args.json:
        doc = {"source": args.src, "target": args.tgt, "functions": [v.to_json() for v in verdicts]}
        doc["exit_code"] = exit_code(verdicts)
        import json  # only for --json: start-up

        out.write(json.dumps(doc, indent=2) + "\n")
    else:
        write_report(verdicts, args, out)
    out.flush()
    return exit_code(verdicts)


def _unreadable(e, args, out) -> int:
    """A side that mlir-opt-19 accepts and tvmlir cannot read: unsupported
    (exit 2), said once for the pair."""
    if args.json:
        import json

        doc = {"source": args.src, "target": args.tgt, "functions": [], "unsupported": str(e),
               "exit_code": e.exit_code}
        out.write(json.dumps(doc, indent=2) + "\n")
    else:
        out.write(f"{e}\n")
    return e.exit_code


def write_report(verdicts, args, out) -> None:
    """The text report of `verdicts` under the options `args` (verbose,
    the no-op options): what `tv-check` prints, also rendered by
    benchmarks/mlir_tv_corpus.py to match mlir-tv's expected diagnostics."""
    for v in verdicts:
        out.write(v.line() + "\n")
        caveat = _unconfirmed_caveat(v, args)
        if caveat:
            out.write(f"  ({caveat})\n")
        for line in v.counterexample:
            out.write(("  " + line if line else "") + "\n")
        if args.verbose:
            for k, r in enumerate(v.rounds):
                levels = ", ".join(f"{a}: {b}" for a, b in r.abstraction.items())
                width = f", fp width {r.width}" if r.width else ""
                out.write(f"  round {k + 1} ({levels}{width}): {r.result}, {r.seconds:.3f} s\n")
            for note in v.notes:
                out.write(f"  note: {note}\n")
    _print_assumptions(verdicts, out)
    if args.verbose:
        for v in verdicts:
            if v.analysis:
                out.write(f"analysis of @{v.function}:\n")
                for line in v.analysis:
                    out.write(f"  {line}\n")
        for dest, why in MLIR_TV_NO_OPS.items():
            if getattr(args, dest):
                out.write(f"note: --{dest.replace('_', '-')} changes nothing: {why}\n")


def _unconfirmed_caveat(v, args) -> str:
    """For a FAILED no concrete run reproduced (none was possible, or
    --no-confirm): what the JSON's notes say, in the text too."""
    if v.status != "failed" or v.confirmed:
        return ""
    why = next((n for n in v.notes if n.startswith("not confirmed by a concrete run")), "")
    why = why or ("not confirmed by a concrete run (--no-confirm)" if getattr(args, "confirm", "") == "never" else "")
    if not why:
        return ""
    if getattr(args, "fp", "abstract") == "abstract":
        return f"{why}: the counterexample may be the abstraction's"
    return why


def _print_assumptions(verdicts, out) -> None:
    """What the "verified" verdicts above take for granted, once per
    assumption with the functions relying on it (after the verdicts, so
    that each verdict stays one line)."""
    users: dict[str, list[str]] = {}
    for v in verdicts:
        if v.status == "verified":
            for a in v.assumptions:
                users.setdefault(a, []).append(f"@{v.function}")
    if users:
        out.write("assumptions of the verified functions:\n")
        for a, fns in users.items():
            out.write(f"  {', '.join(fns)}: assumes {a}\n")


def main(argv: Sequence[str] | None = None) -> NoReturn:
    from tvmlir.tools.run_tool import run_tool

    run_tool(lambda: run(argv))


if __name__ == "__main__":
    main()
