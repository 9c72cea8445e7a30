"""Lift seeded mutants of the benchmark kernels: never a false proof.

    python benchmarks/lifting/soundness_sweep.py [--per-kernel N] [NAME...]

Each mutant (`tvmlir.oracle.mutants`: off-by-one guards and bounds,
swapped or shifted indices, changed constants, ...) is lifted.  A mutant
proved to the *same* formula as its original must compute the same
outputs as the original on random inputs (both run on the oracle);
otherwise the sweep prints `FALSE PROOF` and exits 1.  Mutants proved to
another formula are counted (a changed constant is a different, correct
kernel).
"""

from __future__ import annotations

import argparse
import io
import os
import random
import sys

from xdsl.dialects import func
from xdsl.printer import Printer

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module, parse_verified
from tvmlir.lifting.kernel import Kernel, concrete_sizes, run_traced
from tvmlir.lifting.lift import PROVED, lift
from tvmlir.oracle import mutants as mutation
from tvmlir.oracle.values import OracleError, same

HERE = os.path.dirname(os.path.abspath(__file__))


def _text(module) -> str:
    out = io.StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def _outputs_agree(a_mod, b_mod) -> bool:
    for n in (3, 5):
        for seed in range(3):
            runs = []
            for m in (a_mod, b_mod):
                fn = next(op for op in m.ops if isinstance(op, func.FuncOp))
                k = Kernel.of(fn)
                try:
                    runs.append(run_traced(m, k, concrete_sizes(k, n), seed, positive=seed % 2 == 1).after)
                except OracleError:
                    return False
            if not all(same(x, y) for xs, ys in zip(*runs) for x, y in zip(xs, ys)):
                return False
    return True


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-kernel", type=int, default=6)
    ap.add_argument("names", nargs="*", default=["relu", "sum", "max", "matmul", "sigmoid", "leaky_relu"])
    args = ap.parse_args()
    counts = {"mutants": 0, "proved same formula (equivalent)": 0, "proved other formula": 0, "not proved": 0}
    false_proofs = 0
    for name in args.names:
        path = os.path.join(HERE, "kernels", f"{name}.mlir")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        original = parse_verified(make_context(), text, path)
        fn = next(op for op in original.ops if isinstance(op, func.FuncOp))
        base = lift(text, path, original, fn)
        sites = mutation.mutants(original)
        random.Random(0).shuffle(sites)
        for mutant in sites[: args.per_kernel]:
            mutated = mutation.apply(original, mutant)
            mtext = _text(mutated)
            module = parse_module(make_context(), mtext, f"{name}-mutant.mlir")
            mfn = next(op for op in module.ops if isinstance(op, func.FuncOp))
            result = lift(mtext, f"{name}-mutant.mlir", module, mfn)
            counts["mutants"] += 1
            if result.verdict != PROVED:
                counts["not proved"] += 1
                line = result.verdict
            elif result.formula != base.formula:
                counts["proved other formula"] += 1
                line = f"proved another formula: {result.formula}"
            elif _outputs_agree(original, module):
                counts["proved same formula (equivalent)"] += 1
                line = "proved, and runs as the original does"
            else:
                false_proofs += 1
                line = f"FALSE PROOF: {result.formula}"
            print(f"{name}: {mutant.description}: {line}", flush=True)
    print(", ".join(f"{k}: {v}" for k, v in counts.items()) + f", false proofs: {false_proofs}")
    return 1 if false_proofs else 0


if __name__ == "__main__":
    sys.exit(main())
