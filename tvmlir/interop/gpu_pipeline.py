"""mlir-opt-19's linalg -> GPU pipeline of DESIGN.md section 8, as a
command: what the model runs (`frontends.model_runs`) and benchmarks hand
annotated programs to.  lit's `%mlir-gpu-pipeline` (lit_tests/Inputs/
mlir_gpu_pipeline.py) runs the same passes.

Output is generic with local-scope attributes, so tv-opt reads it back,
and keeps debug locations, so reports point at the user's file (and at
the PyTorch line an export recorded).
"""

from __future__ import annotations

PASSES = (
    "builtin.module(linalg-generalize-named-ops,"
    "one-shot-bufferize{{bufferize-function-boundaries}},"
    "func.func(convert-linalg-to-parallel-loops,"
    "scf-parallel-loop-tiling{{parallel-loop-tile-sizes={tiles}}},"
    "gpu-map-parallel-loops,convert-parallel-loops-to-gpu),"
    "gpu-kernel-outlining,lower-affine,canonicalize,cse)"
)


def gpu_pipeline_command(mlir_opt: str, tiles: str = "2,4") -> list[str]:
    """The command reading stdin and writing the lowered module to stdout."""
    return [
        mlir_opt,
        "--allow-unregistered-dialect",
        f"--pass-pipeline={PASSES.format(tiles=tiles)}",
        "--mlir-print-op-generic",
        "--mlir-print-local-scope",
        "--mlir-print-debuginfo",
    ]


__all__ = ["PASSES", "gpu_pipeline_command"]
