"""Run mlir-opt-19's GPU pipeline (DESIGN.md section 8) with given tile sizes.

usage: mlir_gpu_pipeline.py TILES [MLIR-OPT ARGS...]   (reads a file
argument or stdin, like mlir-opt)

The pipeline is the one lit's `%mlir-gpu-pipeline` runs (tile sizes 2,4),
here with `TILES` (e.g. `3,5`) as `parallel-loop-tile-sizes`; output is
generic, with local-scope attributes, so tv-opt reads it back.
"""

import os
import shlex
import shutil
import sys

from tvmlir.interop.gpu_pipeline import PASSES  # the one definition of the passes


def command(mlir_opt: str, tiles: str, shell_quote: bool = False) -> list[str]:
    pipeline = f"--pass-pipeline={PASSES.format(tiles=tiles)}"
    return [
        mlir_opt,
        "--allow-unregistered-dialect",
        shlex.quote(pipeline) if shell_quote else pipeline,
        "--mlir-print-op-generic",
        "--mlir-print-local-scope",
    ]


def main() -> None:
    tiles, *rest = sys.argv[1:]
    mlir_opt = shutil.which("mlir-opt-19") or "mlir-opt-19"
    argv = command(mlir_opt, tiles) + rest
    os.execv(mlir_opt, argv)


if __name__ == "__main__":
    main()
