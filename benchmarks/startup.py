"""Start-up cost of the tools, against the interpreter's own.

Why it matters: tv-opt and tv-check run once per file in lit suites and
build flows, so their start-up is paid thousands of times.  Dialects,
passes, op semantics and the `tv` ops are loaded on first use; this
measures that it stays so.  Targets (issue 11): `tv-check` on a trivial
pair within 0.25 s on the development machine kind, `tv-opt --help` under
1 s.

The "library floor" row imports only what any run needs whatever tvmlir
does (xDSL's builtin dialect and parser, `arith`, `func`, z3): no tool can
start faster than that.  Runs are interleaved (one of each command per
round), so that load on a shared machine hits every row alike.

usage: python benchmarks/startup.py [--runs N] [--baseline PYTHON]
`--baseline` adds the same tool rows run by another installation's
interpreter (e.g. `/work/main/.venv/bin/python`, the code before a change),
so before and after are measured in one run.
Prints one table row per command: median and min wall time of N runs.
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

TRIVIAL_SRC = """func.func @f(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = arith.addi %x, %c : i32
  return %r : i32
}
"""
TRIVIAL_TGT = """func.func @f(%x: i32) -> i32 {
  return %x : i32
}
"""
FLOOR = "import xdsl.dialects.builtin, xdsl.dialects.arith, xdsl.dialects.func, xdsl.parser, z3"


def _tool(python: str, module: str, *args: str) -> list[str]:
    # Run the tool's main module with the given interpreter: the same code
    # path as the console script, and any installation can be compared.
    return [python, "-c", f"import sys; from {module} import main; main(sys.argv[1:])", *args]


def commands(python: str, tmp: str, label: str = "") -> dict[str, list[str]]:
    src, tgt = os.path.join(tmp, "triv.src.mlir"), os.path.join(tmp, "triv.tgt.mlir")
    return {
        f"{label}tv-check trivial pair": _tool(python, "tvmlir.tools.tv_check", src, tgt),
        f"{label}tv-opt --help": _tool(python, "tvmlir.tools.tv_opt", "--help"),
        f"{label}tv-opt examples/matmul_annotated.mlir": _tool(
            python, "tvmlir.tools.tv_opt", os.path.join(ROOT, "examples", "matmul_annotated.mlir")
        ),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--baseline", metavar="PYTHON", help="another installation's interpreter to compare")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in (("triv.src.mlir", TRIVIAL_SRC), ("triv.tgt.mlir", TRIVIAL_TGT)):
            with open(os.path.join(tmp, name), "w") as f:
                f.write(text)
        cmds = {
            "python -c pass (interpreter floor)": [sys.executable, "-c", "pass"],
            "library floor (xDSL builtin+parser+arith+func, z3)": [sys.executable, "-c", FLOOR],
            **commands(sys.executable, tmp),
        }
        if args.baseline:
            cmds.update(commands(args.baseline, tmp, "baseline: "))
        times: dict[str, list[float]] = {name: [] for name in cmds}
        for _ in range(args.runs):
            for name, cmd in cmds.items():
                start = time.perf_counter()
                # cwd: not a checkout, so that each interpreter imports its own tvmlir
                subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tmp)
                times[name].append(time.perf_counter() - start)
    print(f"| command | median s | min s |  ({args.runs} interleaved runs, {os.cpu_count()} cores)")
    print("|---|---|---|")
    for name, t in times.items():
        print(f"| {name} | {statistics.median(t):.3f} | {min(t):.3f} |")


if __name__ == "__main__":
    main()
