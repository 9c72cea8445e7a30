"""`tv-iree-kernels [FILE.mlir]`: validate each of IREE's dispatches (kernels).

Each dispatch of FILE (output of `iree-compile --compile-to=executable-sources`,
or a model, which is compiled to that phase first with the local llvm-cpu
flags) is turned into a function over tensors
(`tvmlir.frontends.iree_kernels`) and validated with
`tv-opt --annotate --lower --verify`.  One line per kernel: verdict and time.
Exit codes: 0 all verified, 1 any FAILED, 2 only unsupported/timeout, 3 bad
input (a kernel cannot be turned into a function: one line naming it).

With `--codegen=cuda|rocm|llvm-cpu`, FILE is a model: it is compiled for
that target, and each dispatch's *own* codegen (IREE's tiled, distributed,
vectorized code at the last structured level) is verified against the
dispatch's source with claims inferred from runs
(`tvmlir.frontends.iree_codegen`, `verify{spec}`): one line per dispatch
with its verdict, the validation time against iree-compile's own time for
the dispatch, and the assumptions; `--json` prints the same as one JSON
document, `--dump-dir DIR` keeps each dispatch's code (`DIR/<dispatch>.mlir`, where
the verdicts' locations point).

Without FILE it is an IREE preprocessing tool:
`iree-compile --iree-hal-preprocess-executables-with=tv-iree-kernels ...`
(a bare name on PATH) hands it one `hal.executable` on stdin; it writes
that text back unchanged on stdout and fails (exit 1, the verdict on
stderr) only on a proved miscompilation.  A kernel it cannot read or
prove is reported on stderr and let through (exit 0).  With
`--codegen=TARGET` and no FILE
(`--iree-hal-preprocess-executables-with="tv-iree-kernels --codegen=cuda"`),
the preprocessor verifies the executable's own codegen for TARGET instead,
one line per dispatch on stderr, with the same exit rule: the check rides
inside the user's own `iree-compile` invocation.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence

EXIT_BAD_INPUT = 3


def validate(text: str, limit: float = 300, z3_timeout_ms: int | None = None):
    """[(kernel name, Run)] for every dispatch of `text`."""
    from tvmlir.frontends.iree_kernels import kernels
    from tvmlir.frontends.model_runs import own_lowering

    out = []
    with tempfile.TemporaryDirectory() as d:
        for k in kernels(text):
            path = os.path.join(d, f"{k.name}.mlir")
            with open(path, "w") as f:
                f.write(k.text)
            out.append((k.name, own_lowering(path, k.name, limit, z3_timeout_ms)))
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


def _codegen_preprocess(args) -> int:
    """One executable on stdin, written back unchanged; its dispatches'
    codegen for `args.codegen` verified, one line each on stderr; exit 1
    only on a FAILED dispatch (iree-compile then stops: a proved
    miscompilation), 0 otherwise, whatever could not be validated."""
    from tvmlir.frontends.iree_codegen import backends, dump_executable, validate_dispatch
    from tvmlir.frontends.iree_phases import IreePhaseError

    text = sys.stdin.read()
    sys.stdout.write(text)
    sys.stdout.flush()
    log = []

    def say(line: str) -> None:
        print(line, file=sys.stderr, flush=True)
        log.append(line)

    found = backends(text)
    failed = False
    if args.codegen not in found:
        what = ", ".join(found) if found else "no variant"
        say(f"tv-iree-kernels: not validated: the executable targets {what}, not {args.codegen}")
    else:
        try:
            dispatches = dump_executable(text, args.codegen)
        except IreePhaseError as e:
            say(f"tv-iree-kernels: not validated: {e}")
            dispatches = []
        for d in dispatches:
            if args.dump_dir:
                _keep(args.dump_dir, d)
            r = validate_dispatch(d, args.assume_reassoc, int(args.timeout * 1000))
            failed = failed or r.verdict.startswith("FAILED")
            say(f"tv-iree-kernels: @{r.name} ({args.codegen}): {r.verdict} ({r.seconds:.1f} s, iree-compile "
                f"{r.compile_seconds:.1f} s)")
            for a in _shown_assumptions(r):
                say(f"tv-iree-kernels:   assumes: {a}")
            if r.verdict.startswith("FAILED") and r.report:
                say(r.report)
    if args.log:
        # iree-compile keeps a preprocessor's stderr only when it fails
        with open(args.log, "a") as f:
            f.write("".join(line + "\n" for line in log))
    return 1 if failed else 0


def _shown_assumptions(r) -> list[str]:
    """What dispatch result `r` assumes beyond what every dispatch does
    (64-bit index arithmetic), as the per-dispatch lines show it."""
    return [a for a in r.assumptions if "64-bit index" not in a]


def _keep(directory: str, d) -> None:
    """Write dispatch `d`'s code at the codegen level into `directory`
    (the file its verdict's locations name)."""
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, d.file or f"{d.name}.mlir"), "w") as f:
        f.write(d.dump_text)


def _codegen(args) -> int:
    import json

    from tvmlir.frontends.iree_codegen import dump, validate_dispatch
    from tvmlir.frontends.iree_phases import IreePhaseError

    try:
        with open(args.file) as f:
            text = f.read()
        dispatches = dump(text, args.codegen)
    except (IreePhaseError, OSError) as e:
        print(f"tv-iree-kernels: error: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    results = []
    width = max((len(d.name) for d in dispatches), default=10)
    if not args.json:
        print(f"{'dispatch':{width}}  {'verdict':60}  {'time':>7}  {'iree':>6}  {'ratio':>6}")
    for d in dispatches:
        if args.dump_dir:
            _keep(args.dump_dir, d)
        r = validate_dispatch(d, args.assume_reassoc, int(args.timeout * 1000))
        results.append(r)
        if args.json:
            continue
        print(f"{r.name:{width}}  {r.verdict[:200]:60}  {r.seconds:6.1f}s  {r.compile_seconds:5.1f}s  {r.ratio:6.1f}", flush=True)
        for a in _shown_assumptions(r):
            print(f"{'':{width}}    assumes: {a}")
    if args.json:
        json.dump({"schema": "tvmlir-iree-codegen/1", "model": args.file, "target": args.codegen,
                   "dispatches": [r.to_json() for r in results]}, sys.stdout, indent=2)
        print()
    verdicts = [r.verdict for r in results]
    if any(v.startswith("FAILED") for v in verdicts):
        return 1
    return 0 if verdicts and all(v == "verified" for v in verdicts) else 2


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
             "iree-compile --iree-hal-preprocess-executables-with=tv-iree-kernels model.mlir -o model.vmfb",
             "iree-compile --iree-hal-target-device=cuda --iree-cuda-target=sm_80 "
             "--iree-hal-preprocess-executables-with='tv-iree-kernels --codegen=cuda' model.mlir -o model.vmfb"],
        ),
    )
    p.add_argument("file", nargs="?", metavar="FILE.mlir",
                   help="IREE's executable sources or a model; without it, a preprocessor on stdin")
    p.add_argument("--timeout", type=float, default=300, metavar="S", help="seconds per kernel (default 300)")
    p.add_argument("--json", action="store_true",
                   help="print one JSON document on stdout instead of the text: a list of {kernel, verdict, seconds}"
                        " (with --codegen: the per-dispatch table)")
    p.add_argument("--codegen", choices=("cuda", "rocm", "llvm-cpu"),
                   help="verify IREE's own codegen for this target, per dispatch (without FILE: as a preprocessor, "
                        "of the executable on stdin)")
    p.add_argument("--assume-reassoc", action="store_true",
                   help="with --codegen: float sums and products may be reordered (printed per dispatch)")
    p.add_argument("--dump-dir", metavar="DIR", help="with --codegen: keep each dispatch's code there")
    p.add_argument("--log", metavar="FILE",
                   help="as a --codegen preprocessor: also append the verdict lines to FILE (iree-compile shows a "
                        "preprocessor's stderr only when it fails)")
    args = p.parse_args(argv)
    if args.codegen is not None:
        return _codegen(args) if args.file is not None else _codegen_preprocess(args)
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
