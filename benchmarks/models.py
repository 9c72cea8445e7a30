"""The reference PyTorch models (issues 10 and 24), validated three ways, timed.

Each model of `tvmlir.frontends.torch_zoo` (`zoo_index.ZOO`), as exported
by `tvmlir.frontends.torch` (lit_tests/Inputs/torch/<name>.mlir, which
python_tests/frontends/test_torch_models.py pins to the exporter's
output), is validated:
* own lowering: `tv-opt --annotate --lower --verify` (tvmlir's lowering
  to GPU kernels, proved against the spec);
* mlir-opt-19: `--annotate`, mlir-opt-19's GPU pipeline, `--verify`;
* tv-check after passes: `tv-check MODEL MODEL'` where MODEL' is
  mlir-opt-19's `linalg-fuse-elementwise-ops,canonicalize,cse` of it.

Prints one row per model: the verdict and the CPU time of the tools in
each (interpreter start-up included, one run each; CPU time, not wall
time, which a shared machine inflates).  Proofs get `--z3-timeout`
seconds of z3 time.  Needs mlir-opt-19; not torch (it reads the shipped
exports).

usage: python benchmarks/models.py [--limit SECONDS] [MODEL ...]
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from tvmlir.frontends.model_runs import check_after_passes, own_lowering, upstream_gpu
from tvmlir.frontends.zoo_index import ZOO

INPUTS = Path(__file__).parent.parent / "lit_tests" / "Inputs" / "torch"
NAMES = list(ZOO)


def _cell(run) -> str:
    verdict = re.sub(r" at \S+?:\d+:\d+( \(\S+\))?", "", run.verdict)  # the op, not its path
    verdict = verdict if len(verdict) <= 30 else verdict[:27] + "..."
    return f"{verdict} ({run.cpu:.1f} s)"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--limit", type=float, default=1800, help="wall time limit per run (s)")
    p.add_argument("models", nargs="*", default=NAMES)
    args = p.parse_args()
    print(f"| {'model':<18} | {'own lowering':<36} | {'mlir-opt-19 GPU pipeline':<36} | {'tv-check after passes':<36} |")
    print(f"|{'-' * 20}|{'-' * 38}|{'-' * 38}|{'-' * 38}|")
    for name in args.models:
        path = str(INPUTS / f"{name}.mlir")
        own = own_lowering(path, name, args.limit)
        up = upstream_gpu(path, name, args.limit)
        passes = check_after_passes(path, name, args.limit)
        print(f"| {name:<18} | {_cell(own):<36} | {_cell(up):<36} | {_cell(passes):<36} |", flush=True)


if __name__ == "__main__":
    main()
