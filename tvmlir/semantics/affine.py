"""Affine expressions of linalg indexing maps as index terms."""

from __future__ import annotations

from collections.abc import Sequence

import z3
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
)

from tvmlir.semantics import index as ix
from tvmlir.semantics.fp.terms import ite


class NotModelled(Exception):
    """An expression the encoding does not handle (symbols, ...)."""


def evaluate(e: AffineExpr, dims: Sequence[z3.BitVecRef]) -> z3.BitVecRef:
    if isinstance(e, AffineDimExpr):
        return dims[e.position]
    if isinstance(e, AffineConstantExpr):
        return ix.bv(e.value)
    if isinstance(e, AffineBinaryOpExpr):
        a, b = evaluate(e.lhs, dims), evaluate(e.rhs, dims)
        if e.kind == AffineBinaryOpKind.Add:
            return ix.add(a, b)
        if e.kind == AffineBinaryOpKind.Mul:
            return ix.mul(a, b)
        # Division and modulo by a positive constant (affine maps require it);
        # indices are non-negative here, so unsigned division is floor.
        if ix.value(b) is None or ix.value(b) == 0:
            raise NotModelled(f"division by a non-constant in {e}")
        if e.kind == AffineBinaryOpKind.FloorDiv:
            return ix.udiv(a, b)
        if e.kind == AffineBinaryOpKind.CeilDiv:
            return ix.udiv(ix.add(a, ix.sub(b, ix.bv(1))), b)
        if e.kind == AffineBinaryOpKind.Mod:
            return ix.urem(a, b)
    raise NotModelled(f"affine expression {e}")


def apply(m: AffineMap, dims: Sequence[z3.BitVecRef]) -> list[z3.BitVecRef]:
    return [evaluate(r, dims) for r in m.results]


def is_monotone(e: AffineExpr) -> bool:
    """Non-decreasing in every dimension (sums and products with
    non-negative constants): its maximum over a box is at the top corner."""
    if isinstance(e, AffineDimExpr | AffineConstantExpr):
        return not isinstance(e, AffineConstantExpr) or e.value >= 0
    if isinstance(e, AffineBinaryOpExpr):
        if e.kind == AffineBinaryOpKind.Add:
            return is_monotone(e.lhs) and is_monotone(e.rhs)
        if e.kind in (AffineBinaryOpKind.Mul, AffineBinaryOpKind.FloorDiv, AffineBinaryOpKind.CeilDiv):
            return is_monotone(e.lhs) and is_monotone(e.rhs)
    return False


def permutation_inverse(m: AffineMap, num_loops: int) -> dict[int, int] | None:
    """For a map whose results are distinct dims: loop dim -> result position."""
    out: dict[int, int] = {}
    for pos, r in enumerate(m.results):
        if not isinstance(r, AffineDimExpr) or r.position in out:
            return None
        out[r.position] = pos
    return out


def ite_select(k, terms):
    out = terms[-1]
    for n in range(len(terms) - 2, -1, -1):
        out = ite(k == ix.bv(n), terms[n], out)
    return out


def evaluate_wide(e: AffineExpr, dims: Sequence[z3.BitVecRef]) -> z3.BitVecRef:
    """`evaluate` on 128 bits (`index.wide`): for bounds that must not wrap
    around.  Only the monotone expressions `is_monotone` accepts."""
    if isinstance(e, AffineDimExpr):
        return ix.wide(dims[e.position])
    if isinstance(e, AffineConstantExpr):
        return z3.BitVecVal(e.value, ix.WIDE)
    if isinstance(e, AffineBinaryOpExpr):
        a, b = evaluate_wide(e.lhs, dims), evaluate_wide(e.rhs, dims)
        if e.kind == AffineBinaryOpKind.Add:
            return a + b
        if e.kind == AffineBinaryOpKind.Mul:
            return a * b
        if e.kind == AffineBinaryOpKind.FloorDiv:
            return z3.UDiv(a, b)
        if e.kind == AffineBinaryOpKind.CeilDiv:
            return z3.UDiv(a + b - 1, b)
    raise NotModelled(f"affine expression {e}")


def interval(e: AffineExpr, tops: Sequence[z3.BitVecRef]) -> tuple[z3.BitVecRef, z3.BitVecRef]:
    """Signed 128-bit bounds (lo, hi) of `e` over the box `0 <= d_k <= top_k`
    (interval arithmetic: exact for linear expressions, whose extremes are
    at corners).  Division and modulo need non-negative dividends."""
    W = ix.WIDE
    if isinstance(e, AffineDimExpr):
        return z3.BitVecVal(0, W), ix.wide(tops[e.position])
    if isinstance(e, AffineConstantExpr):
        c = z3.BitVecVal(e.value, W)
        return c, c
    if isinstance(e, AffineBinaryOpExpr):
        alo, ahi = interval(e.lhs, tops)
        if e.kind == AffineBinaryOpKind.Add:
            blo, bhi = interval(e.rhs, tops)
            return alo + blo, ahi + bhi
        if not isinstance(e.rhs, AffineConstantExpr):
            raise NotModelled(f"non-constant factor or divisor in {e}")
        c = e.rhs.value
        cw = z3.BitVecVal(c, W)
        if e.kind == AffineBinaryOpKind.Mul:
            return (alo * cw, ahi * cw) if c >= 0 else (ahi * cw, alo * cw)
        if c <= 0 or not _nonnegative(e.lhs):
            raise NotModelled(f"division or modulo of a possibly negative value in {e}")
        if e.kind == AffineBinaryOpKind.FloorDiv:
            return z3.UDiv(alo, cw), z3.UDiv(ahi, cw)
        if e.kind == AffineBinaryOpKind.CeilDiv:
            return z3.UDiv(alo + cw - 1, cw), z3.UDiv(ahi + cw - 1, cw)
        if e.kind == AffineBinaryOpKind.Mod:
            return z3.BitVecVal(0, W), z3.BitVecVal(c - 1, W)
    raise NotModelled(f"affine expression {e}")


def _nonnegative(e: AffineExpr) -> bool:
    return is_monotone(e)
