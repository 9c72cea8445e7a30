"""Mutation sweep over IREE's real codegen: the soundness probe of `--codegen`.

    python benchmarks/iree_codegen_mutants.py [--targets cuda,llvm-cpu,rocm] [--models mlp,gelu,...]
        [--per-dispatch N] [--seed S] [--rlimit N] [--keep DIR] [--json FILE]

Each dispatch IREE compiles for a target (the eight Torch-MLIR exports of
lit_tests/Inputs/torch) that verifies is mutated the way compiler bugs
break code: a float op swapped for another (add/sub, mul/div, max/min,
exp/exp2), an integer constant moved by one (tile sizes, loop bounds and
steps, subspan offsets, shuffle offsets), an operand order swapped, a
comparison predicate moved, a barrier dropped, a reduction kind changed.
Every mutant is validated as the dispatch is (`validate_dispatch`, under
assume-reassoc).  A mutant that verifies is printed with its change and
kept (`--keep`): it is either equivalent to the original (a grid-stride
step past the work, `x + 0.0` for `x - 0.0` after a sum from `+0.0`, an
xor shuffle offset 2 -> 3 in a butterfly), which a reader can check, or a
soundness hole.  An exception is an internal error.  Needs the [iree]
extra.

Session 29 found, with this sweep: subspans at another byte offset than
the source's verified (fixed: `iree_codegen.offset_origin`), a rational
isl expression and a step-0 loop raised (fixed).
"""

import argparse
import collections
import json
import os
import random
import re
import sys
import time
from dataclasses import replace

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = ("attention", "batched_attention", "convnet", "gelu", "layernorm", "mlp", "softmax", "transformer_block")

SWAPS = [("arith.addf", "arith.subf"), ("arith.subf", "arith.addf"), ("arith.mulf", "arith.divf"),
         ("arith.divf", "arith.mulf"), ("arith.maxnumf", "arith.minnumf"), ("arith.maximumf", "arith.minimumf"),
         ("math.exp", "math.exp2"), ("<add>", "<mul>"), ("<maxnumf>", "<minnumf>"), ("<maximumf>", "<minimumf>"),
         ("arith.addi", "arith.subi"), ("arith.muli", "arith.addi")]
PREDICATES = {0: 1, 1: 0, 2: 3, 3: 2, 4: 5, 5: 4, 6: 7, 7: 6, 8: 9, 9: 8}
"""arith.cmpi predicates moved to a neighbour (eq/ne, slt/sle, ...)."""


def mutants(text: str, rng: random.Random) -> list[tuple[str, str]]:
    """(label, mutated text) for every mutation site of the generic text."""
    out = []
    for a, b in SWAPS:
        for m in re.finditer(re.escape(a) + r"\b", text):
            out.append((f"{a} -> {b} at {m.start()}", text[:m.start()] + b + text[m.end():]))
    for m in re.finditer(r"<\{value = (-?\d+) : (i32|i64|index)\}>", text):
        n = int(m.group(1))
        for d in (1, -1):
            out.append((f"constant {n} -> {n + d} at {m.start()}", text[:m.start(1)] + str(n + d) + text[m.end(1):]))
    for m in re.finditer(r'"gpu.barrier"\(\)[^\n]*\n', text):
        out.append((f"barrier dropped at {m.start()}", text[:m.start()] + text[m.end():]))
    for m in re.finditer(r"predicate = (\d+) : i64", text):
        p = int(m.group(1))
        if p in PREDICATES:
            out.append((f"predicate {p} -> {PREDICATES[p]} at {m.start()}",
                        text[:m.start(1)] + str(PREDICATES[p]) + text[m.end(1):]))
    for m in re.finditer(r'"arith\.(subf|divf)"\((%\w+), (%\w+)\)', text):
        swapped = f'"arith.{m.group(1)}"({m.group(3)}, {m.group(2)})'
        out.append((f"{m.group(1)} operands swapped at {m.start()}", text[:m.start()] + swapped + text[m.end():]))
    rng.shuffle(out)
    return out


def main() -> int:
    from tvmlir.frontends.iree_codegen import dump, validate_dispatch

    p = argparse.ArgumentParser()
    p.add_argument("--targets", default="cuda,llvm-cpu,rocm")
    p.add_argument("--models", default=",".join(MODELS))
    p.add_argument("--per-dispatch", type=int, default=8)
    p.add_argument("--seed", type=int, default=29)
    p.add_argument("--rlimit", type=int, default=250_000_000)
    p.add_argument("--keep", help="write each mutant that verifies there")
    p.add_argument("--json")
    args = p.parse_args()
    os.environ["TVMLIR_RLIMIT"] = str(args.rlimit)
    rng = random.Random(args.seed)
    rows = []
    start = time.process_time()
    for target in args.targets.split(","):
        for model in args.models.split(","):
            with open(os.path.join(ROOT, "lit_tests", "Inputs", "torch", f"{model}.mlir")) as f:
                text = f.read()
            for d in dump(text, target):
                base = validate_dispatch(d, assume_reassoc=True).verdict
                if base != "verified":
                    print(f"{target:8} {d.name[:52]:52} (not verified: {base[:60]}; not mutated)", flush=True)
                    continue
                for label, mutated in mutants(d.module, rng)[: args.per_dispatch]:
                    try:
                        verdict = validate_dispatch(replace(d, module=mutated), assume_reassoc=True).verdict
                    except Exception as e:  # noqa: BLE001 (an internal error is what the sweep looks for)
                        verdict = f"internal error: {type(e).__name__}: {e}"
                    rows.append({"target": target, "dispatch": d.name, "mutant": label, "verdict": verdict})
                    flag = "VERIFIED" if verdict == "verified" else ""
                    print(f"{target:8} {d.name[:52]:52} {label:34} {flag:8} {verdict[:70]}", flush=True)
                    if verdict == "verified" and args.keep:
                        os.makedirs(args.keep, exist_ok=True)
                        with open(os.path.join(args.keep, f"{target}-{len(rows)}-{d.name}.mlir"), "w") as f:
                            f.write(f"// {label}\n{mutated}")
    counts = collections.Counter(r["verdict"] if r["verdict"] == "verified" else r["verdict"].split(" (")[0]
                                 for r in rows)
    print(f"{len(rows)} mutants: " + ", ".join(f"{k} {v}" for k, v in counts.most_common())
          + f"; {time.process_time() - start:.0f} s CPU")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
