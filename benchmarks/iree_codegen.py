"""IREE's own codegen verified per dispatch (issue 26 B): the model x target x dispatch table.

    python benchmarks/iree_codegen.py [--targets cuda,llvm-cpu] [--models a,b] [--no-reassoc] [--json FILE]

Models: the eight Torch-MLIR exports of lit_tests/Inputs/torch, a
512x384x256 f16 matmul and a 64x4096 softmax (written here).  Each is
compiled by iree-compile for each target; each dispatch's code at the last
structured level is verified against the dispatch's source
(`tvmlir.frontends.iree_codegen.validate_dispatch`, under assume-reassoc
by default), and timed against iree-compile's own time for it.  Needs the
[iree] extra.
"""

import argparse
import glob
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TORCH = ("attention", "batched_attention", "convnet", "gelu", "layernorm", "mlp", "softmax", "transformer_block")
"""Issue 26's eight held-out exports (the zoo's first eight; the sixteen
newer ones under lit_tests/Inputs/torch are named with --models)."""

EXTRA = {
    "matmul_f16_512x384x256": """
func.func @matmul(%a: tensor<512x256xf16>, %b: tensor<256x384xf16>) -> tensor<512x384xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x384xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<512x384xf32>) -> tensor<512x384xf32>
  %r = linalg.matmul ins(%a, %b : tensor<512x256xf16>, tensor<256x384xf16>) outs(%f : tensor<512x384xf32>) -> tensor<512x384xf32>
  return %r : tensor<512x384xf32>
}
""",
    "softmax_64x4096": """
func.func @softmax(%x: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
  %e = tensor.empty() : tensor<64x4096xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<64x4096xf32>) outs(%e : tensor<64x4096xf32>) -> tensor<64x4096xf32>
  return %r : tensor<64x4096xf32>
}
""",
}


def main() -> int:
    from tvmlir.frontends.iree_codegen import dump, validate_dispatch

    p = argparse.ArgumentParser()
    p.add_argument("--targets", default="cuda,llvm-cpu")
    p.add_argument("--models", default="")
    p.add_argument("--no-reassoc", action="store_true")
    p.add_argument("--json")
    args = p.parse_args()
    models = {os.path.basename(f)[:-5]: open(f).read()
              for f in sorted(glob.glob(os.path.join(ROOT, "lit_tests", "Inputs", "torch", "*.mlir")))}
    models.update(EXTRA)
    chosen = args.models.split(",") if args.models else [*TORCH, *EXTRA]
    models = {k: v for k, v in models.items() if k in chosen}
    rows = []
    start = time.time()
    for target in args.targets.split(","):
        for name, text in models.items():
            try:
                dispatches = dump(text, target)
            except Exception as e:  # noqa: BLE001 (a benchmark reports every outcome)
                print(f"{name:24} {target:9} compile failed: {e}", flush=True)
                rows.append({"model": name, "target": target, "dispatch": "-", "verdict": f"compile failed: {e}"})
                continue
            for d in dispatches:
                try:
                    r = validate_dispatch(d, assume_reassoc=not args.no_reassoc)
                    row = {"model": name, "target": target, **r.to_json()}
                except Exception as e:  # noqa: BLE001
                    row = {"model": name, "target": target, "dispatch": d.name, "verdict": f"internal error: {type(e).__name__}: {e}"}
                rows.append(row)
                print(f"{name:24} {target:9} {row['dispatch'][:60]:60} {row['verdict'][:150]}  "
                      f"{row.get('seconds', 0):.1f}s / {row.get('iree_compile_seconds', 0):.1f}s", flush=True)
    verified = sum(1 for r in rows if r["verdict"] == "verified")
    failed = sum(1 for r in rows if r["verdict"].startswith("FAILED"))
    print(f"dispatches: {len(rows)}, verified {verified}, FAILED {failed}, other {len(rows) - verified - failed}; "
          f"{time.time() - start:.0f} s")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
