"""IREE's own codegen verified per dispatch (issue 26 B): the model x target x dispatch table.

    python benchmarks/iree_codegen.py [--targets cuda,llvm-cpu] [--models a,b] [--no-reassoc] [--rlimit N] [--json FILE] [--table FILE]
    python benchmarks/iree_codegen.py --from-json FILE [--table FILE]   (the table of a saved run)
    python benchmarks/iree_codegen.py --mlir DIR/*.mlir [...]   (held-out models kept outside the repository)

Models: the eight Torch-MLIR exports of lit_tests/Inputs/torch, a
512x384x256 f16 matmul and a 64x4096 softmax (written here).  Each is
compiled by iree-compile for each target; each dispatch's code at the last
structured level is verified against the dispatch's source
(`tvmlir.frontends.iree_codegen.validate_dispatch`, under assume-reassoc
by default), and timed against iree-compile's own time for it.  Needs the
[iree] extra.
"""

import argparse
import collections
import glob
import json
import os
import re
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


def cause(verdict: str) -> str:
    """A verdict's first cause, without locations, values and names of the
    dispatch: what groups dispatches that fail for one reason."""
    if verdict == "verified" or not verdict.startswith(("unsupported", "FAILED", "timeout", "internal", "compile")):
        return verdict
    text = re.sub(r"^unsupported \((.*?)\)?$", r"\1", verdict)  # (a log's verdicts may be cut short)
    text = re.sub(r" at [\w.-]+\.mlir(:\d+)?(:\d+)?", "", text)
    text = re.sub(r"the value [-0-9.e]+ it pr.*", "its value is no element of any spec tensor", text)
    text = re.sub(r"@\w+", "@T", text)
    return text[:140]


def table(rows: list[dict]) -> str:
    """The model x target x dispatch table, then per target the counts
    per verdict and per first cause, and the time ratio."""
    out = [f"{'model':24} {'target':9} {'dispatch':58} {'verdict / first cause':90} {'tv s':>6} {'iree s':>6} {'ratio':>6} "
           f"{'tv cpu':>6} {'iree cpu':>8} {'cpu ratio':>9} assumptions"]
    for r in rows:
        out.append(f"{r['model']:24} {r['target']:9} {r['dispatch'][:58]:58} {r['verdict'][:90]:90} "
                   f"{r.get('seconds', 0):6.1f} {r.get('iree_compile_seconds', 0):6.1f} {r.get('ratio', 0):6.1f} "
                   f"{r.get('cpu_seconds', 0):6.1f} {r.get('iree_compile_cpu_seconds', 0):8.1f} {r.get('cpu_ratio', 0):9.1f} "
                   f"{'; '.join(r.get('assumptions', []))[:400]}")
    out.append("")
    for target in sorted({r["target"] for r in rows}):
        mine = [r for r in rows if r["target"] == target]
        kinds = collections.Counter(r["verdict"].split(" (")[0] for r in mine)
        out.append(f"{target}: {len(mine)} dispatches: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
        for c, n in collections.Counter(cause(r["verdict"]) for r in mine if r["verdict"] != "verified").most_common():
            out.append(f"  {n:3}  {c}")
        tv = sum(r.get("seconds", 0) for r in mine)
        iree = sum(r.get("iree_compile_seconds", 0) for r in mine)
        if iree:
            ratios = sorted(r["ratio"] for r in mine if r.get("ratio"))
            out.append(f"  time: validation {tv:.0f} s, iree-compile {iree:.0f} s, ratio {tv / iree:.1f} "
                       f"(median per dispatch {ratios[len(ratios) // 2] if ratios else 0:.1f})")
        tv_cpu = sum(r.get("cpu_seconds", 0) for r in mine)
        iree_cpu = sum(r.get("iree_compile_cpu_seconds", 0) for r in mine)
        if iree_cpu:
            ratios = sorted(r["cpu_ratio"] for r in mine if r.get("cpu_ratio"))
            out.append(f"  CPU time: validation {tv_cpu:.0f} s, iree-compile {iree_cpu:.0f} s, ratio {tv_cpu / iree_cpu:.1f} "
                       f"(median per dispatch {ratios[len(ratios) // 2] if ratios else 0:.1f})")
    return "\n".join(out) + "\n"


def main() -> int:
    from tvmlir.frontends.iree_codegen import dump, validate_dispatch

    p = argparse.ArgumentParser()
    p.add_argument("--targets", default="cuda,llvm-cpu")
    p.add_argument("--models", default="")
    p.add_argument("--mlir", nargs="*", default=[],
                   help="model files (linalg on tensors) run in addition, named by their file name: held-out "
                        "models are kept outside the repository, so that nothing here is fitted to them")
    p.add_argument("--no-reassoc", action="store_true")
    p.add_argument("--rlimit", type=int, default=0,
                   help="work mode: every z3 query gets this many resource units and no wall-clock limit "
                        "(TVMLIR_RLIMIT), so that the verdicts do not depend on the machine's load")
    p.add_argument("--json")
    p.add_argument("--table", help="write the table (and the summary) to this file")
    p.add_argument("--from-json", help="only print the table of a saved --json run")
    args = p.parse_args()
    if args.rlimit:
        os.environ["TVMLIR_RLIMIT"] = str(args.rlimit)
    if args.from_json:
        with open(args.from_json) as f:
            text = table(json.load(f))
        if args.table:
            with open(args.table, "w") as f:
                f.write(text)
        print(text, end="")
        return 0
    models = {os.path.basename(f)[:-5]: open(f).read()
              for f in sorted(glob.glob(os.path.join(ROOT, "lit_tests", "Inputs", "torch", "*.mlir")))}
    models.update(EXTRA)
    chosen = args.models.split(",") if args.models else [*TORCH, *EXTRA]
    models = {k: v for k, v in models.items() if k in chosen} if not args.mlir or args.models else {}
    models.update({os.path.basename(f)[:-5]: open(f).read() for f in args.mlir})
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
                if args.json:  # written as it goes: a run stopped by a timeout keeps its rows
                    with open(args.json, "w") as f:
                        json.dump(rows, f, indent=1)
                print(f"{name:24} {target:9} {row['dispatch'][:60]:60} {row['verdict'][:150]}  "
                      f"{row.get('seconds', 0):.1f}s / {row.get('iree_compile_seconds', 0):.1f}s "
                      f"(CPU {row.get('cpu_seconds', 0):.1f}s / {row.get('iree_compile_cpu_seconds', 0):.1f}s)", flush=True)
    verified = sum(1 for r in rows if r["verdict"] == "verified")
    failed = sum(1 for r in rows if r["verdict"].startswith("FAILED"))
    print(f"dispatches: {len(rows)}, verified {verified}, FAILED {failed}, other {len(rows) - verified - failed}; "
          f"{time.time() - start:.0f} s")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    if args.table:
        with open(args.table, "w") as f:
            f.write(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
