"""Real mlir-opt-19 passes, one at a time, on small programs of our own,
each result checked with tv-check against its input: counts per pass.

Why: tv-check's corpus is mlir-tv's pairs, written years ago by hand; this
asks the question users have today, "is what *my* mlir-opt-19 makes of this
program a refinement of it?", for the passes of a typical tensor pipeline.
Every "failed" is listed: it is either a real miscompilation by MLIR 19
(keep it as a test, with a note on the semantics question) or a bug of ours.

    python benchmarks/upstream_passes.py [--only PASS] [--keep DIR] [--timeout MS]

Programs are generated from templates below (elementwise chains, broadcasts,
transposes, matmuls, reductions, convolutions, slices, TOSA ops); each is
paired with the passes that apply to its dialects.  All pairs are checked in
one `tv-check --pairs` process.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

MLIR_OPT = shutil.which("mlir-opt-19") or "mlir-opt-19"
TV_CHECK = str(Path(sys.executable).with_name("tv-check"))

TENSOR_PASSES = {
    "linalg-generalize-named-ops": "func.func(linalg-generalize-named-ops)",
    "linalg-fuse-elementwise-ops": "func.func(linalg-generalize-named-ops),func.func(linalg-fuse-elementwise-ops)",
    "canonicalize": "func.func(canonicalize)",
    "cse": "func.func(cse)",
    "linalg-fold-unit-extent-dims": "func.func(linalg-fold-unit-extent-dims)",
    "linalg-specialize-generic-ops": "func.func(linalg-specialize-generic-ops)",
    # Bufferization keeps tensor signatures here (no function-boundary
    # bufferization: that changes the signature, which refinement cannot
    # compare); the later passes run on its output.
    "one-shot-bufferize": "one-shot-bufferize",
    "fold-memref-alias-ops": "one-shot-bufferize,func.func(fold-memref-alias-ops)",
}
# Not here: convert-linalg-to-loops / -affine-loops.  Their loops are
# tv-opt --verify's domain (prophecies), not tv-check's: tv-check reports
# scf.for and affine.for unsupported.
TOSA_PASSES = {
    "tosa-to-linalg": "func.func(tosa-to-linalg-named,tosa-to-linalg)",
    "tosa-canonicalize": "func.func(canonicalize)",
    "tosa-layerwise-constant-fold": "func.func(tosa-layerwise-constant-fold)",
}

# --- programs -----------------------------------------------------------

_ELTWISE = ["arith.addf", "arith.subf", "arith.mulf", "arith.maximumf", "arith.minimumf"]
_UNARY = ["arith.negf", "math.absf"]


def _generic(ins: list[tuple[str, str, str]], out: tuple[str, str, str], rank: int, body: str, iters: str) -> str:
    maps = ", ".join(f"affine_map<{m}>" for _, _, m in ins + [out])
    names = ", ".join(n for n, _, _ in ins)
    types = ", ".join(t for _, t, _ in ins)
    return (
        f"linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}} "
        f"ins({names} : {types}) outs({out[0]} : {out[1]}) {{\n{body}\n  }} -> {out[1]}"
    )


def programs() -> dict[str, str]:
    p: dict[str, str] = {}
    t2 = "tensor<4x8xf32>"
    id2 = "(d0, d1) -> (d0, d1)"
    par2 = '"parallel", "parallel"'
    # Chains of two elementwise ops (fusion, generalization, CSE targets).
    for a in _ELTWISE:
        for b in _ELTWISE[:3]:
            name = f"chain_{a.split('.')[1]}_{b.split('.')[1]}"
            g1 = _generic([("%x", t2, id2), ("%y", t2, id2)], ("%o", t2, id2), 2,
                          f"  ^bb0(%a: f32, %b: f32, %c: f32):\n    %r = {a} %a, %b : f32\n    linalg.yield %r : f32", par2)
            g2 = _generic([("%t", t2, id2), ("%y", t2, id2)], ("%o", t2, id2), 2,
                          f"  ^bb0(%a: f32, %b: f32, %c: f32):\n    %r = {b} %a, %b : f32\n    linalg.yield %r : f32", par2)
            p[name] = (f"func.func @f(%x: {t2}, %y: {t2}, %o: {t2}) -> {t2} {{\n  %t = {g1}\n  %u = {g2}\n  return %u : {t2}\n}}\n")
    for u in _UNARY:
        name = f"unary_{u.split('.')[1]}_twice"
        g = lambda src, dst: _generic([(src, t2, id2)], ("%o", t2, id2), 2,  # noqa: E731
                                      f"  ^bb0(%a: f32, %c: f32):\n    %r = {u} %a : f32\n    linalg.yield %r : f32", par2)
        p[name] = f"func.func @f(%x: {t2}, %o: {t2}) -> {t2} {{\n  %t = {g('%x', 't')}\n  %u = {g('%t', 'u')}\n  return %u : {t2}\n}}\n"
    # Named ops.
    p["matmul"] = ("func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {\n"
                   "  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>\n"
                   "  return %r : tensor<4x3xf32>\n}\n")
    p["matmul_fill"] = ("func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {\n"
                        "  %z = arith.constant 0.0 : f32\n  %e = tensor.empty() : tensor<4x3xf32>\n"
                        "  %c = linalg.fill ins(%z : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>\n"
                        "  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>\n"
                        "  return %r : tensor<4x3xf32>\n}\n")
    p["batch_matmul"] = ("func.func @f(%a: tensor<2x4x8xf32>, %b: tensor<2x8x3xf32>, %c: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {\n"
                         "  %r = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%c : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>\n"
                         "  return %r : tensor<2x4x3xf32>\n}\n")
    p["matvec"] = ("func.func @f(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {\n"
                   "  %r = linalg.matvec ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>\n"
                   "  return %r : tensor<4xf32>\n}\n")
    p["transpose"] = ("func.func @f(%a: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {\n"
                      "  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%o : tensor<8x4xf32>) permutation = [1, 0]\n"
                      "  return %r : tensor<8x4xf32>\n}\n")
    p["transpose_twice"] = ("func.func @f(%a: tensor<4x8xf32>, %o: tensor<8x4xf32>, %p: tensor<4x8xf32>) -> tensor<4x8xf32> {\n"
                            "  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%o : tensor<8x4xf32>) permutation = [1, 0]\n"
                            "  %s = linalg.transpose ins(%r : tensor<8x4xf32>) outs(%p : tensor<4x8xf32>) permutation = [1, 0]\n"
                            "  return %s : tensor<4x8xf32>\n}\n")
    p["broadcast_add"] = ("func.func @f(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %e: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {\n"
                          "  %bb = linalg.broadcast ins(%b : tensor<8xf32>) outs(%e : tensor<4x8xf32>) dimensions = [0]\n"
                          "  %r = linalg.add ins(%a, %bb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
                          "  return %r : tensor<4x8xf32>\n}\n")
    for kind, init in (("sum", "0.0"), ("max", "0xFF800000")):
        op = "arith.addf" if kind == "sum" else "arith.maximumf"
        for dim in (0, 1):
            shape = "tensor<8xf32>" if dim == 0 else "tensor<4xf32>"
            p[f"reduce_{kind}_dim{dim}"] = (
                f"func.func @f(%a: tensor<4x8xf32>) -> {shape} {{\n"
                f"  %z = arith.constant {init} : f32\n  %e = tensor.empty() : {shape}\n"
                f"  %i = linalg.fill ins(%z : f32) outs(%e : {shape}) -> {shape}\n"
                f"  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%i : {shape}) dimensions = [{dim}]\n"
                f"    (%x: f32, %y: f32) {{\n      %s = {op} %x, %y : f32\n      linalg.yield %s : f32\n    }}\n"
                f"  return %r : {shape}\n}}\n")
    p["conv1d"] = ("func.func @f(%i: tensor<10xf32>, %w: tensor<3xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {\n"
                   "  %r = linalg.conv_1d ins(%i, %w : tensor<10xf32>, tensor<3xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>\n"
                   "  return %r : tensor<8xf32>\n}\n")
    p["unit_dims_add"] = ("func.func @f(%a: tensor<1x8xf32>, %b: tensor<1x8xf32>, %o: tensor<1x8xf32>) -> tensor<1x8xf32> {\n"
                          "  %r = linalg.add ins(%a, %b : tensor<1x8xf32>, tensor<1x8xf32>) outs(%o : tensor<1x8xf32>) -> tensor<1x8xf32>\n"
                          "  return %r : tensor<1x8xf32>\n}\n")
    p["slice_insert"] = ("func.func @f(%a: tensor<8x8xf32>, %b: tensor<2x4xf32>) -> tensor<8x8xf32> {\n"
                         "  %s = tensor.extract_slice %a[2, 0] [2, 4] [1, 1] : tensor<8x8xf32> to tensor<2x4xf32>\n"
                         "  %t = arith.addf %s, %b : tensor<2x4xf32>\n"
                         "  %r = tensor.insert_slice %t into %a[2, 4] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>\n"
                         "  return %r : tensor<8x8xf32>\n}\n")
    p["slice_add"] = ("func.func @f(%a: tensor<8x8xf32>, %b: tensor<2x4xf32>) -> tensor<8x8xf32> {\n"
                      "  %s = tensor.extract_slice %a[2, 0] [2, 4] [1, 1] : tensor<8x8xf32> to tensor<2x4xf32>\n"
                      "  %e = tensor.empty() : tensor<2x4xf32>\n"
                      "  %t = linalg.add ins(%s, %b : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>\n"
                      "  %r = tensor.insert_slice %t into %a[2, 4] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>\n"
                      "  return %r : tensor<8x8xf32>\n}\n")
    p["dup_fill"] = ("func.func @f() -> (tensor<4xf32>, tensor<4xf32>) {\n"
                     "  %z = arith.constant 1.0 : f32\n  %e = tensor.empty() : tensor<4xf32>\n"
                     "  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>\n"
                     "  %b = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>\n"
                     "  return %a, %b : tensor<4xf32>, tensor<4xf32>\n}\n")
    p["arith_fold"] = ("func.func @f(%x: f32, %y: i32) -> (f32, i32) {\n"
                       "  %c0 = arith.constant 0.0 : f32\n  %a = arith.addf %x, %c0 : f32\n"
                       "  %c1 = arith.constant 1 : i32\n  %m = arith.muli %y, %c1 : i32\n"
                       "  %z = arith.constant 0 : i32\n  %s = arith.subi %m, %z : i32\n"
                       "  return %a, %s : f32, i32\n}\n")
    # TOSA.
    tt = "tensor<4x8xf32>"
    for op in ("add", "sub", "maximum", "minimum"):
        p[f"tosa_{op}"] = f"func.func @f(%a: {tt}, %b: {tt}) -> {tt} {{\n  %r = tosa.{op} %a, %b : ({tt}, {tt}) -> {tt}\n  return %r : {tt}\n}}\n"
    p["tosa_mul"] = f"func.func @f(%a: {tt}, %b: {tt}) -> {tt} {{\n  %r = tosa.mul %a, %b {{shift = 0 : i8}} : ({tt}, {tt}) -> {tt}\n  return %r : {tt}\n}}\n"
    p["tosa_add_bcast"] = (f"func.func @f(%a: {tt}, %b: tensor<1x8xf32>) -> {tt} {{\n"
                           f"  %r = tosa.add %a, %b : ({tt}, tensor<1x8xf32>) -> {tt}\n  return %r : {tt}\n}}\n")
    for op in ("abs", "negate"):
        p[f"tosa_{op}"] = f"func.func @f(%a: {tt}) -> {tt} {{\n  %r = tosa.{op} %a : ({tt}) -> {tt}\n  return %r : {tt}\n}}\n"
    p["tosa_clamp"] = (f"func.func @f(%a: {tt}) -> {tt} {{\n  %r = tosa.clamp %a {{max_fp = 6.0 : f32, max_int = 6 : i64, "
                       f"min_fp = 0.0 : f32, min_int = 0 : i64}} : ({tt}) -> {tt}\n  return %r : {tt}\n}}\n")
    p["tosa_reduce_sum"] = (f"func.func @f(%a: {tt}) -> tensor<4x1xf32> {{\n  %r = tosa.reduce_sum %a {{axis = 1 : i32}} : ({tt}) -> tensor<4x1xf32>\n"
                            f"  return %r : tensor<4x1xf32>\n}}\n")
    p["tosa_transpose"] = (f"func.func @f(%a: {tt}) -> tensor<8x4xf32> {{\n  %p = arith.constant dense<[1, 0]> : tensor<2xi32>\n"
                           f"  %r = tosa.transpose %a, %p : ({tt}, tensor<2xi32>) -> tensor<8x4xf32>\n  return %r : tensor<8x4xf32>\n}}\n")
    p["tosa_reshape"] = (f"func.func @f(%a: {tt}) -> tensor<32xf32> {{\n  %r = tosa.reshape %a {{new_shape = array<i64: 32>}} : ({tt}) -> tensor<32xf32>\n"
                         f"  return %r : tensor<32xf32>\n}}\n")
    p["tosa_matmul"] = ("func.func @f(%a: tensor<1x4x8xf32>, %b: tensor<1x8x3xf32>) -> tensor<1x4x3xf32> {\n"
                        "  %r = tosa.matmul %a, %b : (tensor<1x4x8xf32>, tensor<1x8x3xf32>) -> tensor<1x4x3xf32>\n"
                        "  return %r : tensor<1x4x3xf32>\n}\n")
    p["tosa_add_const"] = (f"func.func @f(%a: {tt}) -> {tt} {{\n  %c = \"tosa.const\"() <{{value = dense<2.0> : {tt}}}> : () -> {tt}\n"
                           f"  %d = \"tosa.const\"() <{{value = dense<3.0> : {tt}}}> : () -> {tt}\n"
                           f"  %e = tosa.add %c, %d : ({tt}, {tt}) -> {tt}\n  %r = tosa.add %a, %e : ({tt}, {tt}) -> {tt}\n  return %r : {tt}\n}}\n")
    return p


def applicable(name: str) -> dict[str, str]:
    return TOSA_PASSES if name.startswith("tosa_") else TENSOR_PASSES


# --- running ------------------------------------------------------------


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", help="one pass name")
    ap.add_argument("--keep", help="write the pairs to this directory")
    ap.add_argument("--timeout", type=int, default=10000, help="tv-check --smt-to (ms)")
    args = ap.parse_args()
    work = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="upstream_passes."))
    work.mkdir(parents=True, exist_ok=True)
    progs = programs()
    rows: dict[str, Counter] = defaultdict(Counter)
    lines: list[str] = []
    keys: list[tuple[str, str]] = []
    for name, text in progs.items():
        src = work / f"{name}.src.mlir"
        src.write_text(text)
        for pname, pipeline in applicable(name).items():
            if args.only and pname != args.only:
                continue
            tgt = work / f"{name}.{pname}.tgt.mlir"
            run = subprocess.run([MLIR_OPT, f"--pass-pipeline=builtin.module({pipeline})", str(src), "-o", str(tgt)],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                rows[pname]["pass error"] += 1
                print(f"{name} / {pname}: mlir-opt-19 failed: {run.stderr.strip().splitlines()[0] if run.stderr.strip() else run.returncode}")
                continue
            lines.append(f"{src.name} {tgt.name}")
            keys.append((name, pname))
    listing = work / "pairs.txt"
    listing.write_text("\n".join(lines) + "\n")
    t = time.perf_counter()
    out = subprocess.run([TV_CHECK, "--pairs", str(listing), f"--smt-to={args.timeout}"], capture_output=True, text=True)
    elapsed = time.perf_counter() - t
    codes = [int(m.group(1)) for m in re.finditer(r"^\S.*: exit (\d)", out.stdout, re.M)]
    if len(codes) != len(keys):
        print(out.stdout[-3000:], out.stderr[-2000:])
        print(f"expected {len(keys)} pair results, parsed {len(codes)}")
        return 4
    label = {0: "verified", 1: "FAILED", 2: "unsupported/timeout", 3: "bad input", 4: "internal error"}
    blocks = re.split(r"^(?=\S.*: exit \d)", out.stdout, flags=re.M)[1:]
    failures = []
    for (name, pname), code, block in zip(keys, codes, blocks, strict=True):
        rows[pname][label[code]] += 1
        if code != 0:
            failures.append(f"{name} / {pname}: {block.strip().splitlines()[1].strip() if len(block.strip().splitlines()) > 1 else label[code]}")
    cols = ["verified", "FAILED", "unsupported/timeout", "bad input", "internal error", "pass error"]
    print(f"\n{len(progs)} programs, {len(keys)} pairs checked in one tv-check --pairs process: {elapsed:.1f} s\n")
    print("| pass | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    for pname in list(TENSOR_PASSES) + list(TOSA_PASSES):
        if pname in rows:
            print(f"| {pname} | " + " | ".join(str(rows[pname][c]) for c in cols) + " |")
    total = Counter()
    for r in rows.values():
        total.update(r)
    print("| total | " + " | ".join(str(total[c]) for c in cols) + " |")
    if failures:
        print("\nNot verified:")
        for f in failures:
            print("  " + f)
    print(f"\npairs in {work}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
