"""`tv-lower-affine`: `affine.apply` and `affine.min` -> `arith`.

Why: mlir-opt-19's pipeline ends with `lower-affine`, so `--verify` sees
the tile guards and convolution indices as `arith` ops whichever pipeline
produced the code.  xDSL's `lower-affine` does not lower `affine.min`, and
writes `a - b` as `a + b * -1`; this pass lowers the two affine ops the
tvmlir lowering creates the way upstream's output reads after
`canonicalize`: `subi` for a subtraction, `minsi` chains for a minimum,
`floordivsi` / `ceildivsi` for the divisions and `a - (a floordiv b) * b`
for `mod` (affine `mod` is never negative, unlike `remsi`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import affine, arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineSymExpr,
)
from xdsl.passes import ModulePass

from tvmlir.ir.locations import inherit
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)


def _negated(expr: AffineExpr) -> AffineExpr | None:
    """`x` if `expr` is `x * -1`, else None."""
    if (
        isinstance(expr, AffineBinaryOpExpr)
        and expr.kind == AffineBinaryOpKind.Mul
        and isinstance(expr.rhs, AffineConstantExpr)
        and expr.rhs.value == -1
    ):
        return expr.lhs
    return None


def lower_expr(
    expr: AffineExpr, dims: Sequence[SSAValue], symbols: Sequence[SSAValue], ops: list[Operation]
) -> SSAValue:
    """Append to `ops` the arith ops computing `expr`; return its value."""

    def emit(op: Operation) -> SSAValue:
        ops.append(op)
        return op.results[0]

    match expr:
        case AffineConstantExpr():
            return emit(arith.ConstantOp(IntegerAttr(expr.value, IndexType())))
        case AffineDimExpr():
            return dims[expr.position]
        case AffineSymExpr():
            return symbols[expr.position]
        case AffineBinaryOpExpr():
            lhs = lower_expr(expr.lhs, dims, symbols, ops)
            if expr.kind == AffineBinaryOpKind.Add and (sub := _negated(expr.rhs)) is not None:
                return emit(arith.SubiOp(lhs, lower_expr(sub, dims, symbols, ops)))
            rhs = lower_expr(expr.rhs, dims, symbols, ops)
            match expr.kind:
                case AffineBinaryOpKind.Add:
                    return emit(arith.AddiOp(lhs, rhs))
                case AffineBinaryOpKind.Mul:
                    return emit(arith.MuliOp(lhs, rhs))
                case AffineBinaryOpKind.FloorDiv:
                    return emit(arith.FloorDivSIOp(lhs, rhs))
                case AffineBinaryOpKind.CeilDiv:
                    return emit(arith.CeilDivSIOp(lhs, rhs))
                case AffineBinaryOpKind.Mod:
                    quotient = emit(arith.FloorDivSIOp(lhs, rhs))
                    return emit(arith.SubiOp(lhs, emit(arith.MuliOp(quotient, rhs))))
    raise ValueError(f"unexpected affine expression {expr}")


class LowerAffineApply(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.ApplyOp, rewriter: PatternRewriter) -> None:
        m = op.map.data
        ops: list[Operation] = []
        value = lower_expr(m.results[0], op.mapOperands[: m.num_dims], op.mapOperands[m.num_dims :], ops)
        inherit(ops, op.location)
        rewriter.replace_matched_op(ops, [value])


class LowerAffineMin(RewritePattern):
    """`affine.min` -> the lowered results combined with `minsi`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.MinOp, rewriter: PatternRewriter) -> None:
        m = op.map.data
        dims, symbols = op.operands[: m.num_dims], op.operands[m.num_dims :]
        ops: list[Operation] = []
        result: SSAValue | None = None
        for expr in m.results:
            value = lower_expr(expr, dims, symbols, ops)
            if result is not None:
                least = arith.MinSIOp(result, value)
                ops.append(least)
                value = least.result
            result = value
        assert result is not None, "affine.min has at least one result"
        inherit(ops, op.location)
        rewriter.replace_matched_op(ops, [result])


@dataclass(frozen=True)
class LowerAffinePass(ModulePass):
    name = "tv-lower-affine"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier([LowerAffineApply(), LowerAffineMin()]),
            apply_recursively=False,
        ).rewrite_module(op)
