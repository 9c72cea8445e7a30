"""The full differential soundness sweep (the default test runs a subset).

    python benchmarks/oracle_sweep.py [--mutants N] [--seed S] [--runs R] [-v]

Every program of the prophetic test matrix (lit_tests/Inputs/programs),
through tvmlir's `--lower` and the real mlir-opt-19 GPU pipeline (skipped,
with a note, when mlir-opt-19 is missing), plus the hand-written GPU
kernels with barriers and workgroup memory of lit_tests/passes/verify;
for each, the unmutated lowering and up to N seeded mutants
(`tvmlir.oracle.mutants`, sampled across operators).  Prints the table
(programs x lowerings, mutants, killed by --verify, equivalent by
execution, survivors) and every survivor; exits 1 if there is any
survivor.
"""

import argparse
import glob
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lit_tests", "Inputs"))

from tvmlir.oracle.differential import OURS, SOUNDNESS, UPSTREAM, Table, mlir_opt, sweep_program  # noqa: E402

# The hand-written kernels' workgroup allocs are read as shared by the block
# (IREE's reading, as their lit tests run them), by --verify and the oracle.
HAND_WRITTEN = ["gpu-shared-tiles.mlir", "gpu-barrier.mlir"]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mutants", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    lowerings = [OURS]
    upstream = None
    if mlir_opt():
        from mlir_gpu_pipeline import command

        upstream = command(mlir_opt(), "2,4")
        lowerings.append(UPSTREAM)
    else:
        print("note: mlir-opt-19 not found: the upstream lowering is skipped")
    table = Table()
    start = time.time()
    for program in sorted(glob.glob(os.path.join(ROOT, "lit_tests", "Inputs", "programs", "*.mlir"))):
        for lowering in lowerings:
            sweep_program(table, program, lowering, args.mutants, args.seed, args.runs, upstream=upstream)
        print(f"  {os.path.basename(program)}: {time.time() - start:.0f} s", file=sys.stderr, flush=True)
    for name in HAND_WRITTEN:
        path = os.path.join(ROOT, "lit_tests", "passes", "verify", name)
        with open(path) as f:
            sweep_program(
                table, path, "hand-written", args.mutants, args.seed, args.runs, text=f.read(), workgroup_allocs="shared",
            )
    print(table.render())
    print(f"time: {time.time() - start:.0f} s")
    unexpected = 0
    for r in table.results + table.baselines:
        if args.verbose or r.category == SOUNDNESS or (r.mutant is None and r.category != "equivalent"):
            print(r.describe())
        if r in table.failures():
            unexpected += 1
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
