"""Lift every kernel of `kernels/` and print a table: operator, lifted
formula, proved for all sizes or not, candidates tried, time.

    python benchmarks/lifting/run.py [NAME...]   # markdown table on stdout

Times are wall-clock on this machine, one process, kernels one after the
other (tracing, search, `--verify` and the execution check included).
"""

from __future__ import annotations

import os
import sys
import time

from xdsl.dialects import func

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_verified
from tvmlir.lifting.lift import lift

HERE = os.path.dirname(os.path.abspath(__file__))


def main(names: list[str]) -> int:
    kdir = os.path.join(HERE, "kernels")
    files = sorted(f for f in os.listdir(kdir) if f.endswith(".mlir"))
    if names:
        files = [f for f in files if f[:-5] in names]
    print("| operator | lifted formula | verdict | candidates | time (s) |")
    print("|---|---|---|---|---|")
    proved = lifted = 0
    for f in files:
        path = os.path.join(kdir, f)
        with open(path, encoding="utf-8") as h:
            text = h.read()
        module = parse_verified(make_context(), text, path)
        fn = next(op for op in module.ops if isinstance(op, func.FuncOp))
        start = time.perf_counter()
        result = lift(text, path, module, fn)
        elapsed = time.perf_counter() - start
        proved += result.verdict == "proved"
        lifted += bool(result.formula)
        formula = f"`{result.formula}`" if result.formula else "-"
        print(f"| {f[:-5]} | {formula} | {result.verdict} | {result.tried} | {elapsed:.1f} |", flush=True)
    print(f"\n{len(files)} kernels: {lifted} lifted, {proved} proved for all sizes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
