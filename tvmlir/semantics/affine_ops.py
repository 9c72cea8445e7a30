"""The `affine` dialect's value ops, `affine.apply`, `affine.min` and
`affine.max` (`tvmlir.ir.compat.affine`): the table `AFFINE`.

Their meaning is what `-lower-affine` makes of them (MLIR 19,
`AffineToStandard`): `index` arithmetic on the `--index-bitwidth` bits,
wrapping on overflow (`arith.addi` / `arith.muli` without flags), signed
`floordiv` / `ceildiv` / `mod` by a positive constant (the remainder of
`mod` is in [0, c)), and `min` / `max` by signed comparison.  So this
evaluator differs from `affine.evaluate` (linalg indexing maps over
non-negative loop indices, unsigned division): operands here are any
`index` values, negative ones included.

A product of two non-constants (semi-affine, `d0 * s0`, as strided
layouts are written) wraps like `arith.muli`; a division or modulo by a
non-constant is unsupported (`-lower-affine` rejects it).  A poison
operand makes the result poison.
"""

from __future__ import annotations

from collections.abc import Sequence

import z3
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineSymExpr,
)

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import ite, or_
from tvmlir.semantics.values import Scalar


def evaluate_signed(op, e: AffineExpr, dims: Sequence[z3.BitVecRef], syms: Sequence[z3.BitVecRef], width: int):
    """`e` on `index` values of `width` bits, as `-lower-affine` computes it."""
    if isinstance(e, AffineDimExpr):
        return dims[e.position]
    if isinstance(e, AffineSymExpr):
        return syms[e.position]
    if isinstance(e, AffineConstantExpr):
        return z3.BitVecVal(e.value, width)
    if isinstance(e, AffineBinaryOpExpr):
        a = evaluate_signed(op, e.lhs, dims, syms, width)
        b = evaluate_signed(op, e.rhs, dims, syms, width)
        if e.kind == AffineBinaryOpKind.Add:
            return z3.simplify(a + b)
        if e.kind == AffineBinaryOpKind.Mul:
            return z3.simplify(a * b)
        b = z3.simplify(b)
        if not z3.is_bv_value(b) or b.as_signed_long() <= 0:
            raise Unsupported(op, f"division or modulo by a non-constant or non-positive value in {e}")
        if e.kind == AffineBinaryOpKind.Mod:
            return z3.simplify(z3.SRem(a, b) + ite(z3.SRem(a, b) < 0, b, z3.BitVecVal(0, width)))
        if e.kind == AffineBinaryOpKind.FloorDiv:
            # MLIR: a < 0 ? -1 - ((-1 - a) / c) : a / c  (signed division)
            minus1 = z3.BitVecVal(-1, width)
            return z3.simplify(ite(a < 0, minus1 - (minus1 - a) / b, a / b))
        if e.kind == AffineBinaryOpKind.CeilDiv:
            # MLIR: a <= 0 ? -((-a) / c) : 1 + ((a - 1) / c)
            one = z3.BitVecVal(1, width)
            return z3.simplify(ite(a <= 0, -((-a) / b), one + (a - one) / b))
    raise Unsupported(op, f"affine expression {e} is not modelled")


def _results(interp, op) -> tuple[list[z3.BitVecRef], z3.BoolRef | None]:
    m = op.map.data
    vals = [interp.scalar(v) for v in op.operands]
    width = interp.sem.index_width
    terms = [v.term for v in vals]
    dims, syms = terms[: m.num_dims], terms[m.num_dims :]
    out = [evaluate_signed(op, r, dims, syms, width) for r in m.results]
    poisons = [v.poison for v in vals if v.poison is not None]
    return out, (or_(*poisons) if poisons else None)


def _apply(interp, op):
    out, poison = _results(interp, op)
    if len(out) != 1:
        raise Unsupported(op, "affine.apply with a map of more than one result")
    return [Scalar(out[0], poison)]


def _min(interp, op):
    out, poison = _results(interp, op)
    if not out:
        raise Unsupported(op, "affine.min of a map with no result")
    acc = out[0]
    for t in out[1:]:
        acc = ite(acc <= t, acc, t)
    return [Scalar(z3.simplify(acc), poison)]


def _max(interp, op):
    out, poison = _results(interp, op)
    if not out:
        raise Unsupported(op, "affine.max of a map with no result")
    acc = out[0]
    for t in out[1:]:
        acc = ite(acc >= t, acc, t)
    return [Scalar(z3.simplify(acc), poison)]


AFFINE = {
    "affine.apply": _apply,
    "affine.min": _min,
    "affine.max": _max,
}
