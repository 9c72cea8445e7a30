"""The reference PyTorch models (issues 10 and 24) through IREE's phases, timed.

Each shipped export (lit_tests/Inputs/torch/<name>.mlir) goes through
`tv-iree-phases` (tvmlir.tools.tv_iree_phases): iree-compile to the input,
global-optimization and dispatch-creation phases (local llvm-cpu target),
each unwrapped into one function, and tv-check between consecutive phases
(source -> input -> global-optimization -> dispatch-creation).  With
`--no-demote`, IREE's f64->f32 demotion is switched off
(`--iree-input-demote-f64-to-f32=false`).

With `--kernels`, instead: each dispatch of
`--compile-to=executable-sources` as a function over tensors
(`tv-iree-kernels`), validated with `tv-opt --annotate --lower --verify`;
one row per model: kernels verified / total and the slowest one.

Prints one row per model: verdict and wall time of each pair (tool
start-up included, one run each; the machine is shared, so times vary).
Needs iree-base-compiler (`pip install '.[iree]'`).

usage: python benchmarks/iree_models.py [--limit SECONDS] [--no-demote] [--kernels] [MODEL ...]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from tvmlir.frontends.iree_phases import IreePhaseError
from tvmlir.frontends.zoo_index import ZOO
from tvmlir.tools.tv_iree_phases import run

INPUTS = Path(__file__).parent.parent / "lit_tests" / "Inputs" / "torch"
NAMES = list(ZOO)
PAIRS = ["source->input", "input->global-optimization", "global-optimization->dispatch-creation"]


def _short(verdict: str) -> str:
    return verdict if len(verdict) <= 40 else verdict[:37] + "..."


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--limit", type=float, default=120, help="seconds per tv-check pair (default 120)")
    p.add_argument("--no-demote", action="store_true", help="pass --iree-input-demote-f64-to-f32=false")
    p.add_argument("--kernels", action="store_true", help="validate each dispatch instead of the phases")
    p.add_argument("models", nargs="*", default=NAMES)
    args = p.parse_args()
    if args.kernels:
        _kernels(args.models, args.limit)
        return
    flags = ["--iree-input-demote-f64-to-f32=false"] if args.no_demote else []
    print("| model | " + " | ".join(PAIRS) + " | unwrap (s) |")
    print("|---" * (len(PAIRS) + 2) + "|")
    for name in args.models:
        start = time.monotonic()
        try:
            results = run((INPUTS / f"{name}.mlir").read_text(), flags, None, args.limit)
        except IreePhaseError as e:
            print(f"| {name} | unwrap error: {e} |")
            continue
        checked = sum(r.seconds for r in results)
        cells = [f"{_short(r.verdict)} ({r.seconds:.1f} s)" for r in results]
        print(f"| {name} | " + " | ".join(cells) + f" | {time.monotonic() - start - checked:.1f} |", flush=True)


def _kernels(models, limit: float) -> None:
    from tvmlir.frontends.iree_phases import compile_to
    from tvmlir.tools.tv_iree_kernels import validate

    print("| model | kernels verified | total time (s) | not verified |")
    print("|---|---|---|---|")
    for name in models:
        try:
            runs = validate(compile_to((INPUTS / f"{name}.mlir").read_text(), "executable-sources"), limit)
        except IreePhaseError as e:
            print(f"| {name} | unwrap error: {e} | | |")
            continue
        ok = sum(1 for _, r in runs if r.verdict.startswith("verified"))
        bad = "; ".join(f"{k}: {_short(r.verdict)}" for k, r in runs if not r.verdict.startswith("verified"))
        print(f"| {name} | {ok}/{len(runs)} | {sum(r.seconds for _, r in runs):.1f} | {bad} |", flush=True)


if __name__ == "__main__":
    main()
