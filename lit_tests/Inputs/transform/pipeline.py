"""Run a transform-dialect schedule with mlir-opt-19, then lower to loops.

usage: pipeline.py SCHEDULE.mlir [--inline-outlined[=PLUGIN]] [MLIR-OPT ARGS...]
(reads a file argument or stdin, like mlir-opt)

The schedule (a `@__transform_main` named sequence) tiles, fuses,
bufferizes and maps to `gpu.launch`; the linalg ops left inside the launch
become loops (`convert-linalg-to-loops`), as a GPU pipeline does before
code generation.  Output is generic with local-scope attributes and debug
locations, so `tv-opt --verify` reads it and reports at the user's lines.

`--inline-outlined` is for the GPU schedules that outline each block-level
`scf.forall` into a private function (`transform.loop.outline`) to give it
its own `gpu.launch`: `inline,symbol-dce` after the interpreter puts those
kernels back in the caller and drops them, so the result is one function
with one launch per linalg op.  The inliner only inlines ops whose dialect
says they are legal to inline, so the tv dialect plugin (PLUGIN, else
$TVMLIR_PLUGIN, else <repo>/build/plugin/TvPlugin.so) must be loaded for
the annotations (`tv.prophesy`) inside the kernels.
"""

import os
import shutil
import sys
from pathlib import Path

PASSES = (
    "builtin.module(transform-preload-library{{transform-library-paths={schedule}}},"
    "transform-interpreter,{inline}canonicalize,cse,func.func(convert-linalg-to-loops),"
    "lower-affine,canonicalize,cse)"
)
DEFAULT_PLUGIN = Path(__file__).resolve().parents[3] / "build" / "plugin" / "TvPlugin.so"


def main() -> None:
    schedule, *rest = sys.argv[1:]
    plugin = None
    for arg in list(rest):
        if arg == "--inline-outlined" or arg.startswith("--inline-outlined="):
            rest.remove(arg)
            plugin = arg.partition("=")[2] or os.environ.get("TVMLIR_PLUGIN") or str(DEFAULT_PLUGIN)
    extra = []
    if plugin is not None:
        if not os.path.isfile(plugin):
            print(f"pipeline.py: --inline-outlined needs the tv dialect plugin, not found at {plugin}", file=sys.stderr)
            sys.exit(1)
        extra = [f"--load-dialect-plugin={plugin}"]
    mlir_opt = shutil.which("mlir-opt-19") or "mlir-opt-19"
    passes = PASSES.format(schedule=schedule, inline="inline,symbol-dce," if plugin is not None else "")
    argv = [
        mlir_opt,
        *extra,
        "--allow-unregistered-dialect",
        f"--pass-pipeline={passes}",
        "--mlir-print-op-generic",
        "--mlir-print-local-scope",
        "--mlir-print-debuginfo",
        *rest,
    ]
    os.execv(mlir_opt, argv)


if __name__ == "__main__":
    main()
