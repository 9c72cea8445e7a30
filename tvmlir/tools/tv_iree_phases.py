"""`tv-iree-phases MODEL.mlir`: validate IREE between its tensor-level phases.

MODEL is linalg on tensors with one function (e.g. a `tv-import-torch`
export).  It is compiled with `iree-compile --compile-to=PHASE` for each of
input, global-optimization and dispatch-creation (local llvm-cpu target,
generic CPU), each output is turned back into one function over tensors
(`tvmlir.frontends.iree_phases`), and `tv-check` runs on each consecutive
pair: source -> input -> global-optimization -> dispatch-creation.  One
line per pair: verdict and time; a FAILED pair is followed by what
tv-check printed (the reason and a concrete input).

`--keep DIR` writes each unwrapped phase as DIR/PHASE.mlir (to rerun a
pair by hand with tv-check); `--iree-flag=F` (repeatable) passes a flag to
iree-compile, e.g. `--iree-flag=--iree-input-demote-f64-to-f32=false`.

Exit codes: 0 every pair verified, 1 a pair FAILED, 2 only
unsupported/timeout, 3 bad input (a phase cannot be turned back: one line
naming the phase and the op; or iree-compile is missing or fails).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from tvmlir.frontends.model_runs import _tool

EXIT_BAD_INPUT = 3


@dataclass(frozen=True)
class PairResult:
    src: str
    tgt: str
    verdict: str
    """tv-check's verdict for the function: verified, FAILED (...), unsupported (...), timeout."""
    seconds: float
    detail: str
    """tv-check's output for a FAILED pair (reason and concrete input), else ''."""


def _function_name(text: str) -> str:
    m = re.search(r'sym_name = "([^"]+)"', text)
    if m is None:
        raise ValueError("the model has no function")
    return m.group(1)


def check_pair(src_path: str, tgt_path: str, function: str, limit: float) -> tuple[str, float, str]:
    """tv-check SRC TGT -> (verdict, seconds, detail)."""
    from tvmlir.smt.budget import process_seconds

    cmd = [*_tool("tv-check"), src_path, tgt_path]
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=process_seconds(limit))
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - start, ""
    seconds = time.monotonic() - start
    found = re.findall(rf"^@{re.escape(function)}: (.*)$", p.stdout, re.M)
    if found:
        verdict = found[-1].strip()
    else:
        lines = [l for l in (p.stderr + p.stdout).splitlines() if l.strip()]
        verdict = lines[-1] if lines else f"no verdict (exit {p.returncode})"
    detail = p.stdout.strip() if verdict.startswith("FAILED") else ""
    return verdict, seconds, detail


def run(source: str, extra_flags: Sequence[str] = (), keep: str | None = None, limit: float = 120) -> list[PairResult]:
    """Unwrap every phase of `source`, then tv-check consecutive phases."""
    from tvmlir.frontends.iree_phases import phases

    function = _function_name(source)
    texts = phases(source, extra_flags)
    order = list(texts)
    out: list[PairResult] = []
    with tempfile.TemporaryDirectory() as tmp:
        d = keep or tmp
        os.makedirs(d, exist_ok=True)
        for name, text in texts.items():
            with open(os.path.join(d, f"{name}.mlir"), "w") as f:
                f.write(text)
        for a, b in zip(order, order[1:]):
            verdict, seconds, detail = check_pair(os.path.join(d, f"{a}.mlir"), os.path.join(d, f"{b}.mlir"), function, limit)
            out.append(PairResult(a, b, verdict, seconds, detail))
    return out


def exit_code(results: Sequence[PairResult]) -> int:
    if any(r.verdict.startswith("FAILED") for r in results):
        return 1
    if all(r.verdict.startswith("verified") for r in results):
        return 0
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    from tvmlir.tools.help_text import VALIDATION_CODES, HelpFormatter, epilog

    p = argparse.ArgumentParser(
        prog="tv-iree-phases",
        description=__doc__.splitlines()[0],
        formatter_class=HelpFormatter,
        epilog=epilog(
            {**VALIDATION_CODES, 0: "every pair of phases verified", 1: "a pair FAILED",
             3: "bad input: a phase cannot be turned back (one line naming it), or iree-compile is missing or fails"},
            ["tv-import-torch --zoo mlp -o mlp.mlir && tv-iree-phases mlp.mlir",
             "tv-iree-phases --keep phases/ --iree-flag=--iree-input-demote-f64-to-f32=false --json model.mlir"],
        ),
    )
    p.add_argument("model", metavar="MODEL.mlir")
    p.add_argument("--iree-flag", action="append", default=[], metavar="FLAG", help="pass FLAG to iree-compile")
    p.add_argument("--keep", metavar="DIR", help="write each unwrapped phase as DIR/PHASE.mlir")
    p.add_argument("--timeout", type=float, default=120, metavar="S", help="seconds per tv-check pair (default 120)")
    p.add_argument("--json", action="store_true",
                   help="print one JSON document on stdout instead of the text: a list of "
                   "{src, tgt, verdict, seconds, detail}")
    args = p.parse_args(argv)
    from tvmlir.frontends.iree_phases import IreePhaseError

    try:
        with open(args.model) as f:
            source = f.read()
        results = run(source, args.iree_flag, args.keep, args.timeout)
    except (IreePhaseError, OSError, ValueError) as e:
        print(f"tv-iree-phases: error: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        print(json.dumps([asdict(r) for r in results], indent=1))
    else:
        for r in results:
            print(f"{r.src} -> {r.tgt}: {r.verdict} ({r.seconds:.1f} s)")
            if r.detail:
                print("  " + r.detail.replace("\n", "\n  "))
    return exit_code(results)


if __name__ == "__main__":
    sys.exit(main())
