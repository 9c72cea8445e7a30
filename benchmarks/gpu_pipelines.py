"""`--verify` on what real mlir-opt-19 GPU pipelines emit: a table kernel x
pipeline family, verdict and time per cell (issue 8's matrix).

Each kernel (`lit_tests/Inputs/programs`, and the PyTorch exports of
`lit_tests/Inputs/torch`) is annotated (`tv-opt --annotate`, generic form),
run through one pipeline family with mlir-opt-19, and the result verified
with `tv-opt --verify`.  A cell is the verdict, or `pipeline error` when
mlir-opt-19 (or the family's transform script) does not apply: that is
upstream's or the script's limit, not a validation result.  Such cells are
classified from mlir-opt-19's stderr:
- `upstream limit`: upstream's GPU mapping refuses the loops ("requires
  statically sized, normalized forall op", "Trying to map to fewer GPU
  threads than loop iterations");
- `upstream crash`: mlir-opt-19 crashed ("PLEASE submit a bug report");
- `not this schedule's shape`: the transform script assumes another
  payload (a handle with another number of payload ops than it splits);
- `pipeline error`: anything else.

    python benchmarks/gpu_pipelines.py [--kernels a,b] [--families x,y] [--timeout S]

Families:
- `upstream-gpu`: DESIGN.md's pipeline (parallel loops, tiling 2x4,
  gpu-map-parallel-loops, convert-parallel-loops-to-gpu, outlining);
- `forall-tile`, `forall-gpu`, `forall-gpu-num-threads`: transform-dialect
  `tile_using_forall` (plain, mapped to blocks/threads, num_threads);
- `promote-workgroup`, `promote-workgroup-threads`: tiles staged in
  workgroup memory, copies sequential or spread over threads with barriers;
  these four GPU families (`OUTLINED`) make one gpu.launch per linalg op:
  each block-level forall is outlined, mapped, and inlined back by
  `pipeline.py --inline-outlined`, which needs the tv plugin (skipped
  without it);
- `vectorize`: the linalg vectorizer with the tv plugin loaded (skipped
  without the plugin), bufferized, rest lowered to loops;
- `tile-fuse-rows`: tile-and-fuse of row-wise producers (softmax-like);
- `split-reduction`, `split-reduction-forall`: `tile_reduction_using_for`
  by 4 / `tile_reduction_using_forall` over 4 partials on every row
  reduction (partial accumulators merged at the end: a reordered
  reduction, design-notes section 8).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INPUTS = ROOT / "lit_tests" / "Inputs"
TRANSFORM = INPUTS / "transform"
BIN = Path(sys.executable).parent
TV_OPT = str(BIN / "tv-opt")
MLIR_OPT = shutil.which("mlir-opt-19") or "mlir-opt-19"
PLUGIN = os.environ.get("TVMLIR_PLUGIN", str(ROOT / "build" / "plugin" / "TvPlugin.so"))


def _transform(script: str, *extra: str):
    return [sys.executable, str(TRANSFORM / "pipeline.py"), str(TRANSFORM / script), *extra]


# The GPU schedules that outline each block-level forall into a kernel of
# its own: pipeline.py inlines them back with the tv plugin loaded.
OUTLINED = ("forall-gpu", "forall-gpu-num-threads", "promote-workgroup", "promote-workgroup-threads")
UPSTREAM_LIMITS = ("requires statically sized, normalized forall op",
                   "Trying to map to fewer GPU threads than loop iterations")  # fmt: skip
# mlir-opt-19 itself crashed (e.g. tile_reduction_using_for on the torch
# exports' keepdim reductions): upstream's bug, not a validation result.
UPSTREAM_CRASH = "PLEASE submit a bug report"
# transform.split_handle (or a named sequence's argument) given another
# number of payload ops than the script was written for.
SHAPE_ERRORS = re.compile(r"expected to contain \d+ payload ops? but it contains \d+ payload ops?")


FAMILIES = {
    "upstream-gpu": [sys.executable, str(INPUTS / "mlir_gpu_pipeline.py"), "2,4", "--mlir-print-debuginfo"],
    "forall-tile": _transform("forall_tile.mlir"),
    "forall-gpu": _transform("forall_gpu.mlir", f"--inline-outlined={PLUGIN}"),
    "forall-gpu-num-threads": _transform("forall_gpu_num_threads.mlir", f"--inline-outlined={PLUGIN}"),
    "promote-workgroup": _transform("promote_workgroup.mlir", f"--inline-outlined={PLUGIN}"),
    "promote-workgroup-threads": _transform("promote_workgroup_threads.mlir", f"--inline-outlined={PLUGIN}"),
    "tile-fuse-rows": _transform("tile_fuse_rows.mlir"),
    "split-reduction": _transform("tile_reduction_for.mlir"),
    "split-reduction-forall": _transform("tile_reduction_forall.mlir"),
    "vectorize": [
        MLIR_OPT, f"--load-dialect-plugin={PLUGIN}",
        f"--transform-preload-library=transform-library-paths={TRANSFORM / 'vectorize-children.mlir'}",
        "--transform-interpreter", "--one-shot-bufferize=bufferize-function-boundaries",
        "--convert-linalg-to-loops", "--lower-affine", "--canonicalize", "--cse",
        "--mlir-print-op-generic", "--mlir-print-debuginfo",
    ],
}

KERNELS = {
    **{p.stem: p for p in sorted((INPUTS / "programs").glob("*.mlir"))},
    **{f"torch_{p.stem}": p for p in sorted((INPUTS / "torch").glob("*.mlir"))},
}


def cell(name: str, kernel: Path, family: str, work: Path, timeout: float) -> tuple[str, float]:
    # Files are named by the kernel's name, not its file's stem: the torch
    # softmax and programs/softmax.mlir would share one.
    ann = work / f"{name}.ann.mlir"
    if not ann.exists():
        r = subprocess.run([TV_OPT, "--annotate", "--print-op-generic", "--print-debuginfo", str(kernel), "-o", str(ann)],
                           capture_output=True, text=True)  # fmt: skip
        if r.returncode != 0:
            ann.unlink(missing_ok=True)
            return f"annotate: {r.stderr.strip().splitlines()[-1][:80]}", 0.0
    low = work / f"{name}.{family}.mlir"
    cmd = FAMILIES[family]
    if (family == "vectorize" or family in OUTLINED) and not Path(PLUGIN).exists():
        return f"skipped (no tv plugin at {PLUGIN})", 0.0
    with open(ann) as src, open(low, "w") as dst:
        r = subprocess.run(cmd, stdin=src, stdout=dst, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        first = next((line for line in r.stderr.splitlines() if ": error: " in line), r.stderr.strip()[:80])
        msg = re.sub(r'^.*?error: ', '', first)
        if msg.startswith("%") and "loc(" in msg:  # a transform error quotes its op first
            msg = msg.split("loc(", 1)[1].split(") ", 1)[-1]
        return f"{classify(r.stderr)}: {msg[:80]}", 0.0
    out = work / f"{name}.{family}.out.mlir"
    t = time.perf_counter()
    try:
        r = subprocess.run([TV_OPT, "--verify", str(low), "-o", str(out)], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"over {timeout:.0f} s", time.perf_counter() - t
    seconds = time.perf_counter() - t
    verdicts = [line.split(": ", 1)[1] for line in r.stderr.splitlines() if re.match(r"^@\S+: (?!checking)", line)]
    if r.returncode == 3:
        return f"bad input: {r.stderr.strip().splitlines()[0][:70]}", seconds
    if r.returncode == 4:
        return "internal error", seconds
    worst = next((v for v in verdicts if v.startswith("FAILED")), None) or next(
        (v for v in verdicts if not v.startswith("verified")), None) or "verified"
    return worst, seconds


def classify(stderr: str) -> str:
    """Why mlir-opt-19 did not lower a kernel: upstream's GPU mapping, the
    schedule written for another payload, or something else."""
    if any(limit in stderr for limit in UPSTREAM_LIMITS):
        return "upstream limit"
    if UPSTREAM_CRASH in stderr:
        return "upstream crash"
    if SHAPE_ERRORS.search(stderr):
        return "not this schedule's shape"
    return "pipeline error"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--kernels")
    ap.add_argument("--families")
    ap.add_argument("--timeout", type=float, default=60.0)
    args = ap.parse_args()
    kernels = {k: v for k, v in KERNELS.items() if not args.kernels or k in args.kernels.split(",")}
    families = [f for f in FAMILIES if not args.families or f in args.families.split(",")]
    work = Path(tempfile.mkdtemp(prefix="gpu_pipelines."))
    counts: dict[str, int] = {}
    rows = []
    slow = 0.0
    for k, path in kernels.items():
        for f in families:
            verdict, seconds = cell(k, path, f, work, args.timeout)
            key = verdict.split(" (")[0].split(":")[0]
            counts[key] = counts.get(key, 0) + 1
            slow = max(slow, seconds)
            rows.append((k, f, verdict, seconds))
            print(f"{k:28} {f:26} {verdict[:90]:90} {seconds:6.1f} s", flush=True)
    print()
    print("cells:", ", ".join(f"{n} {k}" for k, n in sorted(counts.items(), key=lambda x: -x[1])))
    print("not lowered:", ", ".join(f"{counts.get(c, 0)} {c}" for c in ("upstream limit", "upstream crash", "not this schedule's shape", "pipeline error")))
    print(f"slowest --verify: {slow:.1f} s; files in {work}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
