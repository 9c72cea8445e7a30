"""Annotation-free verification on the test matrix (issue 26, part A).

    python benchmarks/infer_matrix.py [--only NAME,...] [--lowerings a,b,c] [--mutants N] [-v]

Every program of lit_tests/Inputs/programs through three lowerings that
carry no annotations, each checked with `verify{spec=PROGRAM}` in process:

* `tvmlir-stripped`: `tv-opt --annotate --lower --strip-tv` (tvmlir's own
  lowering with every prophecy and spec removed);
* `mlir-gpu`: mlir-opt-19's GPU pipeline (DESIGN.md section 8) on the
  plain program, no plugin, no annotations;
* `affine-cpu`: mlir-opt-19's affine CPU pipeline of issue 21
  (convert-linalg-to-affine-loops, affine-loop-tile, affine-loop-unroll,
  affine-loop-unroll-jam, affine-scalrep, canonicalize, then lower-affine);
* `vector-cpu`: mlir-opt-19's linalg vectorizer (the transform of
  lit_tests/Inputs/transform/vectorize-children.mlir), bufferized, the rest
  lowered to loops.

Prints one line per (program, lowering): verdict and CPU seconds, then the
counts.  With `--mutants N`, also up to N seeded mutants
(`tvmlir.oracle.mutants`) of each lowering, classified as in the
differential sweep: killed (FAILED), unsupported, equivalent (verified and
execution agrees), or SOUNDNESS FAILURE (verified, execution differs).
Exits 1 on a soundness failure.
"""

import argparse
import glob
import os
import random
import subprocess
import sys
import time
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lit_tests", "Inputs"))

LOWERINGS = ("tvmlir-stripped", "mlir-gpu", "affine-cpu", "vector-cpu")
VECTORIZE = os.path.join(ROOT, "lit_tests", "Inputs", "transform", "vectorize-children.mlir")


def lower(program: str, lowering: str) -> str:
    if lowering == "tvmlir-stripped":
        cmd = [sys.executable, "-m", "tvmlir.tools.tv_opt", "--annotate", "--lower", "--strip-tv",
               "--print-op-generic", "--print-debuginfo", program]
    elif lowering == "mlir-gpu":
        from mlir_gpu_pipeline import command

        cmd = [*command("mlir-opt-19", "2,4"), "--mlir-print-debuginfo", program]
    elif lowering == "vector-cpu":
        cmd = ["mlir-opt-19", f"--transform-preload-library=transform-library-paths={VECTORIZE}", "--transform-interpreter",
               "--canonicalize", "--cse", "--one-shot-bufferize=bufferize-function-boundaries", "--convert-linalg-to-loops",
               "--canonicalize", "--cse", "--mlir-print-op-generic", "--mlir-print-debuginfo", program]
    else:
        from mlir_affine_pipeline import command as affine_command

        cmd = [*affine_command("mlir-opt-19"), "--mlir-print-debuginfo", program]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{lowering} on {program}: {done.stderr.strip()[:300]}")
    return done.stdout


def verify_text(text: str, program: str, name: str, timeout_ms: int = 20000):
    from tvmlir.infer.against_source import verify_against_source
    from tvmlir.ir.context import make_context
    from tvmlir.ir.parser import parse_module
    from tvmlir.passes.verify import annotated_source
    from tvmlir.verify.function import VerifyOptions

    module = parse_module(make_context(allow_unregistered=True), text, name)
    source = annotated_source(program)
    from tvmlir.verify.prover import ProverOptions

    options = VerifyOptions(source=source.fingerprints(), prover=ProverOptions(timeout_ms=timeout_ms))
    report = verify_against_source(module, source, options)
    return module, report


def verdict_of(report) -> str:
    texts = [f.verdict_text() for f in report.functions if f.skipped is None]
    return "; ".join(texts) if texts else "nothing verified"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", default="")
    parser.add_argument("--lowerings", default=",".join(LOWERINGS))
    parser.add_argument("--mutants", type=int, default=0)
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--timeout", type=int, default=20000, help="z3 milliseconds per query (a loaded machine needs more)")
    args = parser.parse_args()
    programs = sorted(glob.glob(os.path.join(ROOT, "lit_tests", "Inputs", "programs", "*.mlir")))
    if args.only:
        wanted = set(args.only.split(","))
        programs = [p for p in programs if os.path.basename(p)[:-5] in wanted]
    counts: Counter = Counter()
    mutant_counts: Counter = Counter()
    soundness = 0
    for program in programs:
        name = os.path.basename(program)[:-5]
        for lowering in args.lowerings.split(","):
            try:
                text = lower(program, lowering)
            except RuntimeError as e:
                print(f"{name:30} {lowering:16} lowering failed: {e}")
                counts["lowering failed"] += 1
                continue
            t = time.process_time()
            try:
                module, report = verify_text(text, program, f"{name}.{lowering}.mlir", args.timeout)
                verdict = verdict_of(report)
            except Exception as e:  # noqa: BLE001 (a benchmark reports every outcome)
                module, report, verdict = None, None, f"internal error: {type(e).__name__}: {e}"
            cpu = time.process_time() - t
            counts[verdict.split(" (")[0].split(";")[0]] += 1
            print(f"{name:30} {lowering:16} {cpu:6.1f} s  {verdict}", flush=True)
            if args.verbose and report is not None and not args.mutants:
                from tvmlir.verify.report import format_report

                for r in report.functions:
                    sys.stdout.write(format_report(r))
            if args.mutants and module is not None and verdict == "verified":
                soundness += _mutants(module, program, name, lowering, args.mutants, mutant_counts, args.verbose)
    print("verdicts:", dict(counts))
    if args.mutants:
        print("mutants:", dict(mutant_counts))
    return 1 if soundness else 0


def _mutants(module, program, name, lowering, n, mutant_counts, verbose=False) -> int:
    from tvmlir.infer.against_source import verify_against_source
    from tvmlir.oracle.differential import sample
    from tvmlir.oracle.mutants import apply, mutants
    from tvmlir.oracle.run import MATCH
    from tvmlir.passes.verify import annotated_source
    from tvmlir.verify.function import VerifyOptions
    from tvmlir.verify.obligations import Verdict

    source = annotated_source(program)
    bad = 0
    sites = sample(mutants(module), n, random.Random(f"0:{name}:{lowering}"))
    for m in sites:
        try:
            mutated = apply(module, m)
            mutated.verify()
        except Exception:  # noqa: BLE001 (an ill-typed mutant is skipped)
            continue
        report = verify_against_source(mutated, source, VerifyOptions(source=source.fingerprints()))
        verdicts = [f.verdict() for f in report.functions if f.skipped is None]
        if any(v == Verdict.FAILED for v in verdicts):
            kind = "killed"
        elif any(v != Verdict.VERIFIED for v in verdicts):
            kind = "unsupported"
        else:
            kind = "equivalent"
            from tvmlir.infer.against_source import prepare

            copy, _ = prepare(mutated, source.specs, "<mutant>", 3)
            from tvmlir.oracle.run import check_module

            outcomes = check_module(copy, runs=8)
            if any(o.kind != MATCH for o in outcomes.values()):
                kind = "SOUNDNESS FAILURE"
                bad += 1
                print(f"  SOUNDNESS FAILURE: {name} {lowering} {m.operator}: {m.description}")
        mutant_counts[kind] += 1
        print(f"  mutant {m.operator:9} {kind:12} {m.description[:90]}", flush=True)
        if verbose and kind != "killed":
            from tvmlir.verify.report import format_report

            for r in report.functions:
                sys.stdout.write("".join("    " + line + "\n" for line in format_report(r).splitlines() if not line.startswith("  ok")))
    return bad


if __name__ == "__main__":
    sys.exit(main())
