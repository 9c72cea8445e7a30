"""`tv-parallel-loop-tiling{tile-sizes=...}`: tile `scf.parallel` loops into
an outer loop over tiles and an inner loop within a tile, as mlir-opt-19's
`scf-parallel-loop-tiling{parallel-loop-tile-sizes=...}` does.

Upstream's behaviour, checked with mlir-opt-19 and reproduced here:

* only *innermost* parallel loops (no `scf.parallel` nested anywhere in
  their body) without reductions are tiled;
* dim `i` uses tile size `tile-sizes[i]`, or 1 past the end of the list;
* the outer loop keeps the bounds and steps `step * tile`; the inner loop
  runs from 0 to `step * tile` with the original step, and the original
  iv is `inner iv + outer iv`;
* when the bounds and step are constants and the iteration count is a
  multiple of the tile size, the inner bound is the constant `step * tile`;
  otherwise it is guarded by
  `affine.min (d0, d1, d2) -> (d0, d1 - d2) (step * tile, ub, outer iv)`.

One difference: `step * tile` is folded to a constant when the step is
constant (upstream emits an `arith.muli` that canonicalize folds later).
The constant is what lets `tv-parallel-loops-to-gpu` see the tile size as
the thread-block bound of a guarded tile, which upstream's
`convert-parallel-loops-to-gpu` only manages after a `canonicalize`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import affine, arith, scf
from xdsl.dialects.builtin import AffineMapAttr, IndexType, ModuleOp
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from tvmlir.ir.locations import inherit
from tvmlir.lowering.index_arith import IndexBuilder, ceildiv, constant_index

MIN_MAP = AffineMap(
    3, 0, (AffineExpr.dimension(0), AffineExpr.dimension(1) - AffineExpr.dimension(2))
)
"""`(tile extent, upper bound, outer iv) -> min(extent, ub - iv)`."""


def tile_sizes_for(tile_sizes: tuple[int, ...], num_dims: int) -> tuple[int, ...]:
    """Upstream pads missing tile sizes with 1 (and ignores extra ones)."""
    return tuple(tile_sizes[:num_dims]) + (1,) * max(0, num_dims - len(tile_sizes))


def divides_iterations(lb: int, ub: int, step: int, tile: int) -> bool:
    """Is the iteration count of `lb..ub step step` a multiple of `tile`?
    Then every tile is full and the inner loop needs no guard."""
    return max(0, ceildiv(ub - lb, step)) % tile == 0


def _contains_parallel(op: scf.ParallelOp) -> bool:
    return any(isinstance(o, scf.ParallelOp) for o in op.body.walk())


@dataclass
class TileParallelLoop(RewritePattern):
    """Tile one innermost `scf.parallel` (see module doc)."""

    tile_sizes: tuple[int, ...]

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ParallelOp, rewriter: PatternRewriter) -> None:
        if op.initVals or _contains_parallel(op):
            return
        n = len(op.lowerBound)
        sizes = tile_sizes_for(self.tile_sizes, n)
        pre = IndexBuilder(InsertPoint.before(op), op.location)
        zero = pre.const(0)
        # step * tile per dim: the outer step and the extent of a tile.
        extents = [pre.mul(step, tile) for step, tile in zip(op.step, sizes, strict=True)]

        outer_terminator = scf.ReduceOp()
        outer_block = Block([outer_terminator], arg_types=[IndexType()] * n)
        outer = scf.ParallelOp(list(op.lowerBound), list(op.upperBound), extents, Region(outer_block))

        inner_bounds: list[SSAValue] = []
        guards: list[Operation] = []
        for i in range(n):
            lb, ub, step = (constant_index(v) for v in (op.lowerBound[i], op.upperBound[i], op.step[i]))
            if None not in (lb, ub, step) and divides_iterations(lb, ub, step, sizes[i]):  # type: ignore[arg-type]
                inner_bounds.append(extents[i])
                continue
            guard = affine.MinOp(
                [extents[i], op.upperBound[i], outer_block.args[i]], AffineMapAttr(MIN_MAP)
            )
            guards.append(guard)
            inner_bounds.append(guard.result)

        inner = scf.ParallelOp([zero] * n, inner_bounds, list(op.step), op.detach_region(op.body))
        body = inner.body.block
        first = body.first_op
        assert first is not None
        for i, arg in enumerate(body.args):
            index = arith.AddiOp(arg, outer_block.args[i])
            body.insert_op_before(index, first)
            arg.replace_uses_with_if(index.result, lambda use, idx=index: use.operation is not idx)
        outer_block.insert_ops_before([*guards, inner], outer_terminator)
        inherit([outer], op.location)  # the body's ops keep theirs
        rewriter.replace_matched_op(outer, [])


@dataclass(frozen=True)
class ParallelLoopTilingPass(ModulePass):
    """`scf-parallel-loop-tiling`, upstream's output shape (see module doc)."""

    name = "tv-parallel-loop-tiling"

    tile_sizes: tuple[int, ...] = (1,)

    def __post_init__(self) -> None:
        if any(t <= 0 for t in self.tile_sizes):
            raise ValueError(f"tile sizes must be positive, got {self.tile_sizes}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            TileParallelLoop(tuple(self.tile_sizes)),
            walk_regions_first=True,
            apply_recursively=False,
        ).rewrite_module(op)
