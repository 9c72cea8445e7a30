"""`strip-tv`: remove every tv op whose meaning is ghost code, so the output
continues through any MLIR pipeline exactly as if tvmlir had not been there.

A prophecy is the identity on its value and a spec is never executed, so
removing them changes no behaviour.  Abstract-FP ops are not ghost code:
they stand for arithmetic whose concrete IEEE form the abstraction no longer
knows (which rounding, which NaN payload), so stripping them would invent a
program; the pass reports them instead of guessing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from xdsl.dialects import linalg
from xdsl.ir import Operation
from xdsl.transforms.dead_code_elimination import is_trivially_dead

from tvmlir.ir.diagnostics import OpError
from tvmlir.tv_dialect import ProphesyOp, SpecOp


class ForwardProphecy(RewritePattern):
    """`tv.prophesy %v ...` -> `%v`, and erase what only computed its
    indices (the `linalg.index` ops `--annotate` added), so the output is
    the program as it was before annotation."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ProphesyOp, rewriter: PatternRewriter) -> None:
        index_ops = [
            v.owner for v in (*op.indices, *op.stage) if isinstance(v.owner, Operation)
        ]
        rewriter.replace(op, [], [op.value])
        for index_op in dict.fromkeys(index_ops):  # unique, in order
            if _dead_index(index_op):
                rewriter.erase(index_op)


def _dead_index(op: Operation) -> bool:
    # MLIR's linalg.index is Pure; xDSL 0.74 does not say so, hence the
    # explicit case.
    if isinstance(op, linalg.IndexOp):
        return not op.results[0].uses
    return is_trivially_dead(op)


class DropSpec(RewritePattern):
    """Erase `tv.spec` containers, including the copies that gpu outlining
    puts into `gpu.module`s."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SpecOp, rewriter: PatternRewriter) -> None:
        rewriter.erase(op)


@dataclass(frozen=True)
class StripTVPass(ModulePass):
    name = "strip-tv"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier([ForwardProphecy(), DropSpec()]),
            apply_recursively=False,
        ).rewrite_module(op)
        for remaining in op.walk():
            if remaining.dialect_name() == "tv":
                raise OpError(
                    remaining,
                    "is abstract floating point and has no concrete form; "
                    "strip-tv only removes prophecies and specs",
                )
