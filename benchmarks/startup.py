"""Start-up cost of the tools: `tv-opt --help` must print in under 1 s.

Why it matters: tv-opt runs once per file in lit suites and build flows, so
its start-up is paid thousands of times.  Dialects and passes are registered
as factories and imported on first use; this measures that it stays so.

usage: python benchmarks/startup.py [--runs N]
Prints one table row per command: median, min and max wall time of N runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BIN = os.path.dirname(sys.executable)


def time_command(cmd: list[str], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    tv_opt = os.path.join(BIN, "tv-opt")
    commands = {
        "python -c pass (interpreter floor)": [sys.executable, "-c", "pass"],
        "tv-opt --help": [tv_opt, "--help"],
        "tv-opt examples/matmul_annotated.mlir": [
            tv_opt,
            os.path.join("examples", "matmul_annotated.mlir"),
        ],
    }
    print(f"| command | median s | min s | max s |  ({args.runs} runs)")
    print("|---|---|---|---|")
    for name, cmd in commands.items():
        t = time_command(cmd, args.runs)
        print(f"| {name} | {statistics.median(t):.3f} | {min(t):.3f} | {max(t):.3f} |")


if __name__ == "__main__":
    main()
