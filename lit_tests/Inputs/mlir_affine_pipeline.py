"""mlir-opt-19's affine CPU pipeline of issue 21 (annotations do not survive it).

usage: mlir_affine_pipeline.py [MLIR-OPT ARGS...]   (a file argument or stdin)

Bufferize, then convert-linalg-to-affine-loops, affine-loop-tile,
affine-loop-unroll, affine-loop-unroll-jam, affine-scalrep, canonicalize and
lower-affine: unroll-jam and scalrep rebuild a reduction's chain (register
accumulators, forwarded stores), which drops a prophecy on it, so the
output is checked with `verify{spec=SOURCE}`.  Generic output with
local-scope attributes, which tv-opt reads back.  lit's
`%mlir-affine-cpu-pipeline`; `benchmarks/infer_matrix.py` runs the same.
"""

import os
import shlex
import shutil
import sys

PASSES = (
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
    "func.func(convert-linalg-to-affine-loops,affine-loop-tile{tile-size=4},affine-loop-unroll{unroll-factor=2},"
    "affine-loop-unroll-jam{unroll-jam-factor=2},affine-scalrep),canonicalize,lower-affine,canonicalize,cse)"
)


def command(mlir_opt: str, shell_quote: bool = False) -> list[str]:
    pipeline = f"--pass-pipeline={PASSES}"
    return [mlir_opt, shlex.quote(pipeline) if shell_quote else pipeline, "--mlir-print-op-generic", "--mlir-print-local-scope"]


def main() -> None:
    mlir_opt = shutil.which("mlir-opt-19") or "mlir-opt-19"
    os.execv(mlir_opt, command(mlir_opt) + sys.argv[1:])


if __name__ == "__main__":
    main()
