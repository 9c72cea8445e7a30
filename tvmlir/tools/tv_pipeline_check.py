"""`tv-pipeline-check`: does validating a pipeline change what it compiles?

    tv-pipeline-check --pass-pipeline='builtin.module(...)' model.mlir

runs the pipeline on the program and on `tv-opt --annotate`'s output, and
says whether the code is the same once the annotations are stripped
(`tvmlir.interop.pipeline_check`).  Exit codes: 0 same code, 1 different
code or a pipeline that fails only with the annotations, 2 cannot compare
(tv-opt cannot read the pipeline's output without the plugin), 3 bad input
(including a pipeline that fails on the plain program: the user's pipeline,
not tvmlir, is at fault).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from tvmlir.interop import pipeline_check as pc
from tvmlir.interop.mlir_tools import find_mlir_opt, find_plugin
from tvmlir.ir.diagnostics import BadInput
from tvmlir.tools.run_tool import run_tool

_EXIT = {pc.SAME: 0, pc.DIFFERENT: 1, pc.BROKEN_BY_ANNOTATIONS: 1, pc.CANNOT_COMPARE: 2}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise BadInput("tv-pipeline-check", 1, 1, message)


def _body(argv: Sequence[str] | None) -> int:
    from tvmlir.tools.help_text import HelpFormatter, epilog

    parser = _Parser(
        prog="tv-pipeline-check",
        description=__doc__.splitlines()[0],
        formatter_class=HelpFormatter,
        epilog=epilog(
            {0: "the same code with and without the annotations",
             1: "different code, or a pipeline that fails only with the annotations",
             2: "cannot compare (tv-opt cannot read the pipeline's output without the plugin)",
             3: "bad input, including a pipeline that fails on the plain program",
             4: "internal error (a tvmlir bug; TVMLIR_DEBUG=1 shows the traceback)"},
            ["tv-pipeline-check --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)' "
             "model.mlir",
             "tv-pipeline-check --no-plugin --json --pass-pipeline='builtin.module(canonicalize)' model.mlir"],
            environment="environment:\n  TVMLIR_PLUGIN=FILE  the tv dialect plugin for mlir-opt-19",
        ),
    )
    parser.add_argument("input", help="the program (linalg on tensors), '-' for stdin")
    parser.add_argument("--pass-pipeline", required=True, help="the pipeline, as mlir-opt takes it")
    parser.add_argument("--opt-arg", action="append", default=[], metavar="ARG",
                        help="one more mlir-opt argument for both runs (repeatable), e.g. --transform-preload-library=...")
    parser.add_argument("--mlir-opt", default=None, help="the compiler driver (default: mlir-opt-19)")
    plug = parser.add_mutually_exclusive_group()
    plug.add_argument("--plugin", default=None, help="the tv dialect plugin (default: $TVMLIR_PLUGIN or build/plugin/TvPlugin.so)")
    plug.add_argument("--no-plugin", action="store_true", help="run without the plugin (--allow-unregistered-dialect)")
    parser.add_argument("--generalize-plain", action="store_true",
                        help="compare against the plain program with named linalg ops generalized "
                        "(as --annotate leaves them): isolates the effect of the prophecies")
    parser.add_argument("--diff-lines", type=int, default=40, metavar="N",
                        help="diff lines shown when the code differs (default 40)")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON document on stdout instead of the text report "
                        "(verdict, both runs, the detail and the whole diff)")
    args = parser.parse_args(argv)
    if args.diff_lines < 0:
        raise BadInput("tv-pipeline-check", 1, 1, "--diff-lines must not be negative")
    name = "<stdin>" if args.input == "-" else args.input
    try:
        text = sys.stdin.read() if args.input == "-" else open(args.input, encoding="utf-8").read()
    except (OSError, UnicodeDecodeError) as e:
        raise BadInput(name, 1, 1, f"cannot read input: {getattr(e, 'strerror', None) or e}") from None
    mlir_opt = find_mlir_opt(args.mlir_opt)
    if mlir_opt is None:
        raise BadInput(name, 1, 1, f"{args.mlir_opt or 'mlir-opt-19'} not found on PATH")
    plugin = None if args.no_plugin else find_plugin(args.plugin)
    result = pc.check_pipeline(text, name, args.pass_pipeline, mlir_opt, plugin, args.opt_arg, args.generalize_plain)
    if result.verdict == pc.PLAIN_FAILS:
        raise BadInput(name, 1, 1, f"the pipeline fails on the plain program: {result.detail}")
    if args.json:
        return _json(name, args, plugin, result)
    out = sys.stderr
    out.write(f"tv-pipeline-check: {name} through {args.pass_pipeline}\n")
    out.write(f"  annotations carried by: {'the tv plugin (' + plugin + ')' if plugin else 'mlir-opt as unregistered ops (no plugin)'}\n")
    for label, r in (("plain", result.plain), ("annotated", result.annotated)):
        if r is not None:
            out.write(f"  {label + ':':<11}{'ok' if r.ok else 'FAILED'}, {r.seconds:.2f} s\n")
    if result.detail:
        out.write(f"  {result.detail}\n")
    for line in result.diff[: args.diff_lines]:
        out.write(f"    {line}\n")
    if len(result.diff) > args.diff_lines:
        out.write(f"    ... {len(result.diff) - args.diff_lines} more diff lines\n")
    out.write(f"{name}: {result.verdict}\n")
    return _EXIT[result.verdict]


def _json(name: str, args, plugin: str | None, result) -> int:
    """`--json`: the report as one document (schema `tvmlir-pipeline-check/1`)."""
    import json

    runs = {
        label: None if r is None else {"ok": r.ok, "seconds": round(r.seconds, 3)}
        for label, r in (("plain", result.plain), ("annotated", result.annotated))
    }
    doc = {
        "schema": "tvmlir-pipeline-check/1",
        "file": name,
        "pipeline": args.pass_pipeline,
        "plugin": plugin,
        "verdict": result.verdict,
        "exit_code": _EXIT[result.verdict],
        "runs": runs,
        "detail": result.detail,
        "diff": list(result.diff),
    }
    sys.stdout.write(json.dumps(doc, indent=2) + "\n")
    return _EXIT[result.verdict]


def main(argv: Sequence[str] | None = None) -> NoReturn:
    run_tool(lambda: _body(argv))


if __name__ == "__main__":
    main()
