"""`--abstract-fp`: scalar float arithmetic as `tv` abstract-FP ops.

Rewrites `arith.addf/subf/mulf/divf/negf/cmpf/extf/truncf`, `math.powf`,
`math.absf` and float `arith.constant`s on scalar floats (without fast-math
flags) into `tv.fadd/.../tv.fcmp/tv.fcast/tv.constant` on `!tv.afloat<F>`.
The abstract values enter and leave through `builtin.unrealized_conversion_cast`
at the boundary with the rest of the program (arguments, returns, ops with
no abstract form), and casts that meet in pairs cancel.

Why: it makes the abstraction visible and checkable.  `tv.f*` ops and the
`arith` ops they replace have one encoding (`tvmlir.semantics`), so the
pass preserves meaning: `tv-check in.mlir out.mlir` verifies it (the
conversion casts are the identity on abstract values).  Ops with fast-math
flags keep their `arith` form: `tv` ops carry no flags.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, ModuleOp, UnrealizedConversionCastOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from tvmlir.tv_dialect import abstract_float_ops as tv
from tvmlir.tv_dialect.abstract_float import AbstractFloatType, ieee_format_of

_BINARY = {
    "arith.addf": tv.AddOp,
    "arith.subf": tv.SubOp,
    "arith.mulf": tv.MulOp,
    "arith.divf": tv.DivOp,
    "math.powf": tv.PowOp,
}
_UNARY = {"arith.negf": tv.NegOp, "math.absf": tv.AbsOp}


def _abstract(t: Attribute) -> AbstractFloatType | None:
    return AbstractFloatType(t) if ieee_format_of(t) is not None else None


def _no_fastmath(op: Operation) -> bool:
    flags = op.properties.get("fastmath") or op.attributes.get("fastmath")
    return flags is None or not getattr(flags, "data", None) or str(flags.data) in ("none", "()", "set()")


class _Abstract(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        name = op.name
        if name in _BINARY or name in _UNARY or name in ("arith.cmpf", "arith.extf", "arith.truncf"):
            types = [o.type for o in op.operands]
            if any(_abstract(t) is None for t in types) or not _no_fastmath(op):
                return
            ins = []
            for v in op.operands:
                cast = UnrealizedConversionCastOp.get([v], [_abstract(v.type)])
                rewriter.insert_op(cast, _before(op))
                ins.append(cast.results[0])
            if name in _BINARY:
                new = _BINARY[name](ins[0], ins[1])
            elif name in _UNARY:
                new = _UNARY[name](ins[0])
            elif name == "arith.cmpf":
                pred = arith.CMPF_COMPARISON_OPERATIONS[op.predicate.value.data]
                new = tv.CmpOp(tv.FCmpPredicate(pred), ins[0], ins[1])
                rewriter.replace_op(op, new)
                return
            else:
                rt = _abstract(op.results[0].type)
                if rt is None or op.properties.get("roundingmode") is not None:
                    return
                new = tv.CastOp(ins[0], rt)
            back = UnrealizedConversionCastOp.get([new.results[0]], [op.results[0].type])
            rewriter.replace_op(op, [new, back], [back.results[0]])
            return
        if name == "arith.constant":
            value = op.properties.get("value")
            if isinstance(value, FloatAttr) and _abstract(value.type) is not None:
                new = tv.ConstantOp(value)
                back = UnrealizedConversionCastOp.get([new.results[0]], [op.results[0].type])
                rewriter.replace_op(op, [new, back], [back.results[0]])


def _before(op: Operation):
    from xdsl.rewriter import InsertPoint

    return InsertPoint.before(op)


class _CancelCasts(RewritePattern):
    """cast(cast(x : A -> B) : B -> A) is x."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, UnrealizedConversionCastOp) or len(op.inputs) != 1:
            return
        inner = op.inputs[0].owner
        if isinstance(inner, UnrealizedConversionCastOp) and len(inner.inputs) == 1:
            if inner.inputs[0].type == op.results[0].type:
                rewriter.replace_op(op, [], [inner.inputs[0]])
                return
        if not op.results[0].uses:
            rewriter.erase_op(op)


@dataclass(frozen=True)
class AbstractFPPass(ModulePass):
    name = "abstract-fp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(GreedyRewritePatternApplier([_Abstract()]), apply_recursively=False).rewrite_module(op)
        PatternRewriteWalker(GreedyRewritePatternApplier([_CancelCasts()])).rewrite_module(op)
