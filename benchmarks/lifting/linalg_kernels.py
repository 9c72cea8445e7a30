"""Lift kernels lowered from linalg, with no annotations: does lifting generalize?

Why: issue 25, item 3. `tv-lift` should lift kernels it has not been
written for. Each program of `benchmarks/lifting/linalg/` (matmul, batch
matmul, softmax, layernorm, attention, conv 1-D/2-D, max pooling, dense +
GELU, transpose, and four small reductions/broadcasts) is lowered

* by tvmlir: `tv-opt --annotate --lower`, then `tv-opt --strip-tv` (the
  annotations removed, as a kernel that comes without them);
* by mlir-opt-19's GPU pipeline (`lit_tests/Inputs/mlir_gpu_pipeline.py`,
  tiles 2,4), run on the plain program,

and each kernel is lifted by `tv-lift`; the table gives the verdict and
the CPU time of the lift. Run in the project's venv:

    python benchmarks/lifting/linalg_kernels.py [--only NAME,...] [--pipeline tvmlir|mlir-opt-19]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "lit_tests" / "Inputs"))

_VERDICT = re.compile(r"^@\S+: (proved|lifted \(unproved|no formula found|unsupported)")


def _bin(name: str) -> str:
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else name


def lower(program: Path, pipeline: str, work: Path) -> Path | str:
    """The lowered, annotation-free kernel file, or why there is none."""
    out = work / f"{program.stem}.{pipeline}.mlir"
    if pipeline == "tvmlir":
        ann = work / f"{program.stem}.ann.mlir"
        p = subprocess.run([_bin("tv-opt"), "--annotate", "--lower", str(program), "-o", str(ann)],
                           capture_output=True, text=True)
        if p.returncode != 0:
            return f"--lower: {p.stderr.strip().splitlines()[-1:]}"
        p = subprocess.run([_bin("tv-opt"), "--strip-tv", str(ann), "-o", str(out)], capture_output=True, text=True)
        return out if p.returncode == 0 else f"--strip-tv: {p.stderr.strip()}"
    from mlir_gpu_pipeline import command

    mlir_opt = shutil.which("mlir-opt-19") or "mlir-opt-19"
    p = subprocess.run(command(mlir_opt, "2,4") + [str(program), "-o", str(out)], capture_output=True, text=True)
    return out if p.returncode == 0 else f"mlir-opt-19: {p.stderr.strip().splitlines()[:1]}"


def lift(kernel: Path, timeout: int, z3_ms: int) -> tuple[str, str, float]:
    t0 = os.times()
    try:
        p = subprocess.run(["nice", _bin("tv-lift"), str(kernel), "--timeout", str(z3_ms)], capture_output=True,
                           text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"timeout ({timeout} s wall)", "", float(timeout)
    t1 = os.times()
    cpu = (t1.children_user - t0.children_user) + (t1.children_system - t0.children_system)
    verdict, formula = f"exit {p.returncode}", ""
    for line in p.stderr.splitlines():
        if _VERDICT.match(line):
            head = line.split(": ", 1)[1]
            if head.startswith("proved: "):
                verdict, formula = "proved", head[len("proved: "):]
            elif head.startswith("lifted (unproved"):
                verdict, _, formula = head.rpartition("): ")
                verdict += ")"
            else:
                verdict = head
    return verdict, formula, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="")
    parser.add_argument("--dir", type=Path, default=HERE / "linalg",
                        help="the programs (linalg_heldout/: written late, run blind)")
    parser.add_argument("--pipeline", choices=["tvmlir", "mlir-opt-19", "both"], default="both")
    parser.add_argument("--timeout", type=int, default=600, help="wall seconds per lift")
    parser.add_argument("--z3-timeout", type=int, default=120000,
                        help="tv-lift --timeout (ms per z3 query; wall-clock, so generous on a loaded machine)")
    args = parser.parse_args()
    only = {s.strip() for s in args.only.split(",") if s.strip()}
    pipelines = ["tvmlir", "mlir-opt-19"] if args.pipeline == "both" else [args.pipeline]
    work = Path(tempfile.mkdtemp(prefix="tvmlir-linalg-"))
    rows = []
    for program in sorted(args.dir.glob("*.mlir")):
        if only and program.stem not in only:
            continue
        for pipeline in pipelines:
            kernel = lower(program, pipeline, work)
            if isinstance(kernel, str):
                rows.append((program.stem, pipeline, f"not lowered ({kernel})", "", 0.0))
            else:
                rows.append((program.stem, pipeline, *lift(kernel, args.timeout, args.z3_timeout)))
            print(f"{program.stem} [{pipeline}]: {rows[-1][2]} ({rows[-1][4]:.1f} s CPU)", file=sys.stderr, flush=True)
    print("| program | lowered by | verdict | lifted formula | CPU time (s) |")
    print("|---|---|---|---|---|")
    for name, pipeline, verdict, formula, cpu in rows:
        print(f"| {name} | {pipeline} | {verdict} | {'`' + formula + '`' if formula else '-'} | {cpu:.1f} |")
    for pipeline in pipelines:
        mine = [r for r in rows if r[1] == pipeline]
        print(f"\n{pipeline}: {sum(r[2] == 'proved' for r in mine)} of {len(mine)} proved")
    return 0


if __name__ == "__main__":
    sys.exit(main())
