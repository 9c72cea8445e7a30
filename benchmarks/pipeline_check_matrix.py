"""Does annotating change what upstream pipelines compile?  The matrix.

    python benchmarks/pipeline_check_matrix.py [--programs DIR]

Every program of the prophetic test matrix (lit_tests/Inputs/programs)
through several mlir-opt-19 pipeline families, each checked with
`tv-pipeline-check` without and with the tv dialect plugin (built in
build/).  Prints one row per family: how many programs compile to the same
code, to different code, fail only because of the annotations, or fail on
the plain program too (upstream's own limit), without and with the
plugin, and with the plugin against the program with named ops
generalized (as --annotate leaves them: the prophecies' own effect).

Then `--verify` on the vectorized code: each annotated program through
the vectorize family with the plugin, bufferized and the rest lowered to
loops, verified by this tv-opt and, with `--baseline-tv-opt PATH`, by
another one (e.g. an older checkout's), in the same run.
"""

from __future__ import annotations

import argparse
import collections
import glob
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

from tvmlir.interop import pipeline_check as pc  # noqa: E402
from tvmlir.interop.mlir_tools import find_mlir_opt, find_plugin, run, tv_opt_command  # noqa: E402

VECTORIZE = os.path.join(ROOT, "lit_tests", "Inputs", "transform", "vectorize-children.mlir")
FAMILIES = {
    "bufferize+loops+dealloc": "builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
    "func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,canonicalize,cse)",
    "gpu (parallel loops, tiling, outlining)": "builtin.module(linalg-generalize-named-ops,"
    "one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-parallel-loops,"
    "scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,4},gpu-map-parallel-loops,"
    "convert-parallel-loops-to-gpu),gpu-kernel-outlining,lower-affine,canonicalize,cse)",
    "affine (parallelize, scalrep)": "builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
    "func.func(convert-linalg-to-affine-loops,affine-scalrep,affine-parallelize),canonicalize,cse)",
    "vectorize (transform)": "builtin.module(transform-preload-library{transform-library-paths="
    + VECTORIZE + "},transform-interpreter,canonicalize,cse)",
    "fuse elementwise + inline": "builtin.module(inline,func.func(linalg-fuse-elementwise-ops),canonicalize,cse)",
}
VECTORIZE_TO_MEMREF = FAMILIES["vectorize (transform)"][: -len(")")] + (
    ",one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)"
)
VERDICTS = ("verified", "FAILED", "unsupported", "bad input", "other")


def verify_vectorized(text: str, mlir_opt: str, plugin: str, tv_opts: list[list[str]]) -> list[str]:
    """The verdict of each tv-opt on the annotated program vectorized,
    bufferized and lowered to loops (pipeline failures count as other)."""
    annotated = run([*tv_opt_command(), "--annotate", "--print-op-generic", "--print-debuginfo", "-"], text)
    lowered = run([mlir_opt, f"--load-dialect-plugin={plugin}", f"--pass-pipeline={VECTORIZE_TO_MEMREF}",
                   "--mlir-print-op-generic", "--mlir-print-debuginfo"], annotated.stdout) if annotated.ok else annotated
    if not lowered.ok:
        return ["other"] * len(tv_opts)
    verdicts = []
    for tv_opt in tv_opts:
        proc = subprocess.run([*tv_opt, "--verify", "-"], input=lowered.stdout, capture_output=True, text=True)
        code = {0: "verified", 1: "FAILED", 2: "unsupported", 3: "bad input"}
        verdicts.append(code.get(proc.returncode, "other"))
    return verdicts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", default=os.path.join(ROOT, "lit_tests", "Inputs", "programs"))
    parser.add_argument("--baseline-tv-opt", help="another tv-opt to compare --verify on vectorized code with")
    args = parser.parse_args()
    mlir_opt = find_mlir_opt()
    plugin = find_plugin()
    if mlir_opt is None or plugin is None:
        print("needs mlir-opt-19 and the plugin (cmake -S . -B build && cmake --build build)")
        return 2
    programs = sorted(glob.glob(os.path.join(args.programs, "*.mlir")))
    start = time.time()
    print(f"{len(programs)} programs; cells: same / different / broken by annotations / plain fails")
    print(f"{'family':<42} | {'without plugin':<16} | {'with plugin':<16} | {'with plugin, vs generalized':<16}")
    totals = collections.defaultdict(collections.Counter)
    for family, pipeline in FAMILIES.items():
        row = []
        for with_plugin, generalized in ((False, False), (True, False), (True, True)):
            counts = collections.Counter()
            for path in programs:
                with open(path) as f:
                    text = f.read()
                r = pc.check_pipeline(
                    text, path, pipeline, mlir_opt, plugin if with_plugin else None, generalize_plain=generalized
                )
                counts[r.verdict] += 1
            totals[(with_plugin, generalized)].update(counts)
            row.append(
                f"{counts[pc.SAME]:>2} / {counts[pc.DIFFERENT]:>2} / {counts[pc.BROKEN_BY_ANNOTATIONS]:>2} / "
                f"{counts[pc.PLAIN_FAILS]:>2}" + (f" ({counts[pc.CANNOT_COMPARE]} n/c)" if counts[pc.CANNOT_COMPARE] else "")
            )
        print(f"{family:<42} | {row[0]:<16} | {row[1]:<16} | {row[2]:<16}")
    for key, label in (((False, False), "without plugin"), ((True, False), "with plugin"),
                       ((True, True), "with plugin, against the generalized program")):
        c = totals[key]
        changed = c[pc.DIFFERENT] + c[pc.BROKEN_BY_ANNOTATIONS]
        print(f"{label}: {changed} cells where annotating changed or broke "
              f"the compiled code, {c[pc.SAME]} the same, {c[pc.PLAIN_FAILS]} upstream's own failures, "
              f"{c[pc.CANNOT_COMPARE]} not comparable")
    tv_opts = [tv_opt_command()] + ([[args.baseline_tv_opt]] if args.baseline_tv_opt else [])
    verify_counts = [collections.Counter() for _ in tv_opts]
    for path in programs:
        with open(path) as f:
            for counts, verdict in zip(verify_counts, verify_vectorized(f.read(), mlir_opt, plugin, tv_opts)):
                counts[verdict] += 1
    print(f"--verify on vectorized code ({len(programs)} programs, vectorize family + bufferize + loops, plugin):")
    for label, counts in zip(["this tv-opt", f"baseline {args.baseline_tv_opt}"], verify_counts):
        print(f"  {label}: " + ", ".join(f"{counts[v]} {v}" for v in VERDICTS))
    print(f"time: {time.time() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
