"""Lift every kernel of `kernels/` and print a table: operator, lifted
formula, proved for all sizes or not, candidates tried, time.  Then the
same for the Triton kernels of `triton/` (TTIR, `<name>.ttir`), each
translated first (`tvmlir.frontends.triton`).

    python benchmarks/lifting/run.py [NAME...]   # markdown tables on stdout

A NAME `triton/<kernel>` selects a Triton kernel; without NAMEs both
tables are printed, with only plain NAMEs only the first.

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
    plain = [n for n in names if not n.startswith("triton/")]
    triton = [n[len("triton/"):] for n in names if n.startswith("triton/")]
    if plain or not names:
        kernels(plain)
    if triton or not names:
        triton_kernels(triton)
    return 0


def kernels(names: list[str]) -> None:
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


def triton_kernels(names: list[str]) -> None:
    from tvmlir.frontends.triton.context import triton_context
    from tvmlir.frontends.triton.lift import lift_ttir

    tdir = os.path.join(HERE, "triton")
    files = sorted(f for f in os.listdir(tdir) if f.endswith(".ttir"))
    if names:
        files = [f for f in files if f[:-5] in names]
    print("\n| Triton kernel | lifted formula | verdict | candidates | time (s) |")
    print("|---|---|---|---|---|")
    proved = lifted = 0
    for f in files:
        path = os.path.join(tdir, f)
        with open(path, encoding="utf-8") as h:
            module = parse_verified(triton_context(), h.read(), path)
        start = time.perf_counter()
        _, result = lift_ttir(module, path)
        elapsed = time.perf_counter() - start
        proved += result.verdict == "proved"
        lifted += bool(result.formula)
        formula = f"`{result.formula}`" if result.formula else "-"
        verdict = result.verdict.replace(tdir + os.sep, "").replace("|", "\\|")
        print(f"| {f[:-5]} | {formula} | {verdict} | {result.tried} | {elapsed:.1f} |", flush=True)
    print(f"\n{len(files)} Triton kernels: {lifted} lifted, {proved} proved for all sizes")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
