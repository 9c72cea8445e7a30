"""Run a transform-dialect schedule with mlir-opt-19, then lower to loops.

usage: pipeline.py SCHEDULE.mlir [MLIR-OPT ARGS...]   (reads a file argument
or stdin, like mlir-opt)

The schedule (a `@__transform_main` named sequence) tiles, fuses,
bufferizes and maps to `gpu.launch`; the linalg ops left inside the launch
become loops (`convert-linalg-to-loops`), as a GPU pipeline does before
code generation.  Output is generic with local-scope attributes and debug
locations, so `tv-opt --verify` reads it and reports at the user's lines.
"""

import os
import shutil
import sys

PASSES = (
    "builtin.module(transform-preload-library{{transform-library-paths={schedule}}},"
    "transform-interpreter,canonicalize,cse,func.func(convert-linalg-to-loops),"
    "lower-affine,canonicalize,cse)"
)


def main() -> None:
    schedule, *rest = sys.argv[1:]
    mlir_opt = shutil.which("mlir-opt-19") or "mlir-opt-19"
    argv = [
        mlir_opt,
        "--allow-unregistered-dialect",
        f"--pass-pipeline={PASSES.format(schedule=schedule)}",
        "--mlir-print-op-generic",
        "--mlir-print-local-scope",
        "--mlir-print-debuginfo",
        *rest,
    ]
    os.execv(mlir_opt, argv)


if __name__ == "__main__":
    main()
