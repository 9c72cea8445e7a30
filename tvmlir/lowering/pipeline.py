"""`lower{tile-sizes=2,4 outline=true}`: the default annotation-preserving
pipeline from linalg on tensors to GPU kernels.

It is tvmlir's counterpart of the upstream pipeline of DESIGN.md section 8
(`linalg-generalize-named-ops, one-shot-bufferize{bufferize-function-
boundaries}, convert-linalg-to-parallel-loops, scf-parallel-loop-tiling,
gpu-map-parallel-loops, convert-parallel-loops-to-gpu,
gpu-kernel-outlining, lower-affine, canonicalize, cse`), step for step:

    tv-generalize-named-ops, tv-bufferize, tv-linalg-to-loops,
    tv-parallel-loop-tiling{tile-sizes}, tv-parallel-loops-to-gpu{outline},
    tv-lower-affine, canonicalize, cse

The default tile sizes are upstream's pipeline's (2, 4).  Each step is a
pass of its own, so any prefix can be run and printed with `tv-opt -p`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.transforms.canonicalize import CanonicalizePass
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)

from tvmlir.lowering.bufferize import BufferizePass
from tvmlir.lowering.linalg_to_loops import LinalgToLoopsPass
from tvmlir.lowering.lower_affine import LowerAffinePass
from tvmlir.lowering.parallel_loop_tiling import ParallelLoopTilingPass
from tvmlir.lowering.parallel_loops_to_gpu import ParallelLoopsToGPUPass
from tvmlir.passes.generalize_named import GeneralizeNamedOpsPass


@dataclass(frozen=True)
class LowerPass(ModulePass):
    """The default lowering pipeline (see module doc)."""

    name = "lower"

    tile_sizes: tuple[int, ...] = (2, 4)
    outline: bool = True

    def __post_init__(self) -> None:
        # Checked here so that a bad option is a bad pipeline (exit 3),
        # not an error half-way through lowering.
        ParallelLoopTilingPass(tuple(self.tile_sizes))

    def steps(self) -> tuple[ModulePass, ...]:
        return (
            GeneralizeNamedOpsPass(),
            BufferizePass(),
            LinalgToLoopsPass(),
            ParallelLoopTilingPass(tuple(self.tile_sizes)),
            ParallelLoopsToGPUPass(outline=self.outline),
            LowerAffinePass(),
            CanonicalizePass(),
            CommonSubexpressionElimination(),
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for step in self.steps():
            step.apply(ctx, op)
