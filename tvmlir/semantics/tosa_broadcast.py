"""Shapes of TOSA's elementwise ops (shared by `tosa` and `tosa_cast`).

Operands broadcast as MLIR 19 allows: ranks right-aligned (a missing
leading dimension is 1), and a dimension of extent 1 is read at index 0.
A dimension that is neither 1 nor the result's is a malformed graph (the
spec's ERROR_IF): UB.  An unranked result (what `tosa-infer-shapes` starts
from) takes its extents from the operands' values.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import Signedness, UnrankedTensorType

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import ite, or_
from tvmlir.semantics.values import Tensor


def is_unsigned(elem) -> bool:
    """TOSA's integer ops are signed: an unsigned type is unsupported."""
    from tvmlir.ir.compat.quant import UniformQuantizedType

    if isinstance(elem, UniformQuantizedType):
        return not elem.uniform.signed
    return getattr(getattr(elem, "signedness", None), "data", None) is Signedness.UNSIGNED


def result_shape(op, ins: list[Tensor]) -> tuple[int, ...]:
    """The result type's extents (-1 dynamic); for an unranked result (what
    `tosa-infer-shapes` starts from), the operands' highest rank, every
    extent dynamic: computed from the operands' values."""
    t = op.results[0].type
    if isinstance(t, UnrankedTensorType):
        return (-1,) * max(x.rank for x in ins)
    return t.get_shape()


def shapes_from_operands(handler):
    """Marks a handler that takes every extent from its operands' values,
    so that unranked operand and result types are fine (`Interpreter.eval`)."""
    handler.shapes_from_operands = True
    return handler


def broadcast_dims(interp, op, ins: list[Tensor]) -> list:
    """The result's extents; UB unless every operand extent is 1 or it."""
    shape = result_shape(op, ins)
    rank = len(shape)
    if any(t.rank > rank for t in ins):
        raise Unsupported(op, "an operand of a higher rank than the result")
    dims = []
    for k, s in enumerate(shape):
        own = [t.dims[k - (rank - t.rank)] for t in ins if k >= rank - t.rank]
        if s >= 0:
            e = ix.bv(s)
        else:
            e = ix.bv(1)
            for d in own:  # the first extent that is not 1 (all agree, below)
                v = ix.value(d)
                if v is None:
                    # `ite(d = 1, 1, d)` is `d`, and `ite(d = 1, d, d)` too:
                    # the operand's own extent term, so that an operand of
                    # the result's shape is read at the result's indices
                    # (tosa-to-linalg's clamp on ?x?: the proof no longer
                    # multiplies `ite(d0 = 1, 0, i0)` by an extent).
                    e = d if ix.value(e) == 1 or d.eq(e) else ite(ix.eq(d, ix.bv(1)), e, d)
                elif v != 1:
                    e = d
        for d in own:
            c = z3.simplify(or_(ix.eq(d, e), ix.eq(d, ix.bv(1))))
            interp.ub(None if z3.is_true(c) else z3.Not(c))
        dims.append(e)
    return dims


def same_shape(interp, op, t: Tensor) -> list:
    """A unary elementwise op (`abs`, `negate`, `exp`, `reciprocal`,
    `clamp`) does not broadcast: the spec requires the input's shape to be
    the output's (ERROR_IF, UB here).  It was broadcast like a binary op's
    operand (an extent 1 read at 0 for every index: issue 21)."""
    shape = result_shape(op, [t])
    if t.rank != len(shape):
        raise Unsupported(op, "a unary operand of another rank than the result")
    dims = []
    for d, s in zip(t.dims, shape):
        if s >= 0:
            c = z3.simplify(ix.eq(d, ix.bv(s)))
            interp.ub(None if z3.is_true(c) else z3.Not(c))
            dims.append(ix.bv(s))
        else:
            dims.append(d)
    return dims


def broadcast_to(t: Tensor, dims) -> Tensor:
    """`t` read at the result's indices (rank right-aligned, extent-1
    dimensions at index 0)."""
    lead = len(dims) - t.rank
    if lead == 0 and all(d.eq(e) for d, e in zip(t.dims, dims)):
        return t

    def src(J):
        out = []
        for d, i in zip(t.dims, J[lead:]):
            v = ix.value(d)
            out.append(ix.bv(0) if v == 1 else i if v is not None else ite(ix.eq(d, ix.bv(1)), ix.bv(0), i))
        return out

    return Tensor(
        t.elem_type, t.sort, dims, index_fn=lambda J: t.elem_get(src(J)),
        index_poison_fn=(lambda J: t.poison_get(src(J))) if t.has_poison else None,
        uninit_fn=(lambda J: t.uninit_get(src(J))) if t.has_uninit else None,
    )  # fmt: skip
