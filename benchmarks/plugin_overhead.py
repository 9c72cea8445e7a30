"""What loading the tv dialect plugin costs an mlir-opt-19 pipeline.

Why it matters: users add tvmlir to a compiler pipeline they already run;
the plugin is loaded into that pipeline, so its cost is paid per
compilation.  Three runs of the same upstream pipeline, interleaved so that
the shared machine's noise hits each alike:
  plain      the unannotated program, no plugin
  +plugin    the same, with --load-dialect-plugin (cost of loading it)
  annotated  the annotated program, with the plugin (cost of the annotations)

usage: python benchmarks/plugin_overhead.py [--runs N] [--plugin PATH]
Prints median wall times and the ratios to `plain`, from one run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BIN = os.path.dirname(sys.executable)
PIPELINE = (
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,"
    "func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,4},"
    "gpu-map-parallel-loops,convert-parallel-loops-to-gpu),gpu-kernel-outlining,lower-affine,"
    "canonicalize,cse)"
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--plugin", default=os.path.join(ROOT, "build", "plugin", "TvPlugin.so"))
    args = parser.parse_args()
    source = os.path.join(ROOT, "examples", "dense_relu.mlir")
    with tempfile.TemporaryDirectory() as tmp:
        plain = os.path.join(tmp, "plain.mlir")
        annotated = os.path.join(tmp, "annotated.mlir")
        out = os.path.join(tmp, "out.mlir")
        subprocess.run(["mlir-opt-19", "--linalg-generalize-named-ops", source, "-o", plain], check=True)
        subprocess.run(
            [os.path.join(BIN, "tv-opt"), "--annotate", "--print-op-generic", source, "-o", annotated], check=True
        )
        base = ["mlir-opt-19", f"--pass-pipeline={PIPELINE}", "-o", out]
        load = [f"--load-dialect-plugin={args.plugin}"]
        commands = {"plain": base + [plain], "+plugin": base + load + [plain], "annotated": base + load + [annotated]}
        times: dict[str, list[float]] = {k: [] for k in commands}
        for _ in range(args.runs):
            for name, cmd in commands.items():
                start = time.perf_counter()
                subprocess.run(cmd, check=True)
                times[name].append(time.perf_counter() - start)
    floor = statistics.median(times["plain"])
    print(f"{'run':<10} | median s | ratio to plain   ({args.runs} interleaved runs)")
    for name, ts in times.items():
        med = statistics.median(ts)
        print(f"{name:<10} | {med:8.4f} | {med / floor:5.2f}x")


if __name__ == "__main__":
    main()
