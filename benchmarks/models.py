"""The eight reference PyTorch models (issue 10), validated two ways, timed.

Each model of `tvmlir.frontends.torch_zoo`, as exported by
`tvmlir.frontends.torch` (lit_tests/Inputs/torch/<name>.mlir, which
python_tests/frontends/test_torch_models.py pins to the exporter's
output), is validated:
* own lowering: `tv-opt --annotate --lower --verify` (tvmlir's lowering
  to GPU kernels, proved against the spec);
* tv-check after passes: `tv-check MODEL MODEL'` where MODEL' is
  mlir-opt-19's `linalg-fuse-elementwise-ops,canonicalize,cse` of it.

Prints one row per model: the verdict and wall time of each (interpreter
start-up included, one run each; the machine is shared, so times vary).
Needs mlir-opt-19; not torch (it reads the shipped exports).

usage: python benchmarks/models.py [--limit SECONDS] [MODEL ...]
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from tvmlir.frontends.model_runs import check_after_passes, own_lowering

INPUTS = Path(__file__).parent.parent / "lit_tests" / "Inputs" / "torch"
NAMES = ["mlp", "convnet", "softmax", "layernorm", "gelu", "attention", "batched_attention", "transformer_block"]


def _cell(run) -> str:
    verdict = re.sub(r" at \S+?:\d+:\d+", "", run.verdict)  # the op, not its path
    verdict = verdict if len(verdict) <= 40 else verdict[:37] + "..."
    return f"{verdict} ({run.seconds:.1f} s)"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--limit", type=float, default=120, help="time limit per run (s)")
    p.add_argument("models", nargs="*", default=NAMES)
    args = p.parse_args()
    print(f"| {'model':<18} | {'own lowering':<44} | {'tv-check after passes':<44} |")
    print(f"|{'-' * 20}|{'-' * 46}|{'-' * 46}|")
    for name in args.models:
        path = str(INPUTS / f"{name}.mlir")
        own = own_lowering(path, name, args.limit)
        passes = check_after_passes(path, name, args.limit)
        print(f"| {name:<18} | {_cell(own):<44} | {_cell(passes):<44} |", flush=True)


if __name__ == "__main__":
    main()
