"""`tv-iree-kernels [FILE.mlir]`: validate each of IREE's dispatches (kernels).

Each dispatch of FILE (output of `iree-compile --compile-to=executable-sources`,
or a model, which is compiled to that phase first with the local llvm-cpu
flags) is turned into a function over tensors
(`tvmlir.frontends.iree_kernels`) and validated with
`tv-opt --annotate --lower --verify`.  One line per kernel: verdict and time.
Exit codes: 0 all verified, 1 any FAILED, 2 only unsupported/timeout, 3 bad
input (a kernel cannot be turned into a function: one line naming it).

Without FILE it is an IREE preprocessing tool:
`iree-compile --iree-hal-preprocess-executables-with=tv-iree-kernels ...`
(a bare name on PATH) hands it one `hal.executable` on stdin; it writes
that text back unchanged on stdout and fails (exit 1, the verdict on
stderr) only on a proved miscompilation.  A kernel it cannot read or
prove is reported on stderr and let through (exit 0).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence

EXIT_BAD_INPUT = 3


def validate(text: str, limit: float = 300):
    """[(kernel name, Run)] for every dispatch of `text`."""
    from tvmlir.frontends.iree_kernels import kernels
    from tvmlir.frontends.model_runs import own_lowering

    out = []
    with tempfile.TemporaryDirectory() as d:
        for k in kernels(text):
            path = os.path.join(d, f"{k.name}.mlir")
            with open(path, "w") as f:
                f.write(k.text)
            out.append((k.name, own_lowering(path, k.name, limit)))
    return out


def _preprocess(limit: float) -> int:
    from tvmlir.frontends.iree_phases import IreePhaseError

    text = sys.stdin.read()
    sys.stdout.write(text)
    sys.stdout.flush()
    try:
        runs = validate(text, limit)
    except IreePhaseError as e:
        print(f"tv-iree-kernels: not validated: {e}", file=sys.stderr)
        return 0
    failed = False
    for name, run in runs:
        if run.verdict.startswith("FAILED"):
            failed = True
            print(f"tv-iree-kernels: @{name}: {run.verdict}", file=sys.stderr)
        elif not run.verdict.startswith("verified"):
            print(f"tv-iree-kernels: @{name}: not validated: {run.verdict}", file=sys.stderr)
    return 1 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    from tvmlir.tools.help_text import VALIDATION_CODES, HelpFormatter, epilog

    p = argparse.ArgumentParser(
        prog="tv-iree-kernels",
        description=__doc__.splitlines()[0],
        formatter_class=HelpFormatter,
        epilog=epilog(
            {**VALIDATION_CODES, 0: "every kernel verified (as a preprocessor: no proved miscompilation)",
             1: "a kernel FAILED", 3: "bad input: a kernel cannot be turned into a function (one line naming it)"},
            ["tv-iree-kernels model.mlir",
             "iree-compile --compile-to=executable-sources model.mlir -o sources.mlir && tv-iree-kernels --json sources.mlir",
             "iree-compile --iree-hal-preprocess-executables-with=tv-iree-kernels model.mlir -o model.vmfb"],
        ),
    )
    p.add_argument("file", nargs="?", metavar="FILE.mlir",
                   help="IREE's executable sources or a model; without it, a preprocessor on stdin")
    p.add_argument("--timeout", type=float, default=300, metavar="S", help="seconds per kernel (default 300)")
    p.add_argument("--json", action="store_true",
                   help="print one JSON document on stdout instead of the text: a list of {kernel, verdict, seconds}")
    args = p.parse_args(argv)
    if args.file is None:
        return _preprocess(args.timeout)
    from tvmlir.frontends.iree_phases import IreePhaseError, compile_to

    try:
        with open(args.file) as f:
            text = f.read()
        if "hal.executable" not in text:
            text = compile_to(text, "executable-sources")
        runs = validate(text, args.timeout)
    except (IreePhaseError, OSError) as e:
        print(f"tv-iree-kernels: error: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        import json

        print(json.dumps([{"kernel": name, "verdict": run.verdict, "seconds": round(run.seconds, 3)}
                          for name, run in runs], indent=1))
    else:
        for name, run in runs:
            print(f"@{name}: {run.verdict} ({run.seconds:.1f} s)")
    verdicts = [r.verdict for _, r in runs]
    if any(v.startswith("FAILED") for v in verdicts):
        return 1
    return 0 if all(v.startswith("verified") for v in verdicts) else 2


if __name__ == "__main__":
    sys.exit(main())
