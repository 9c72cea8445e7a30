"""`shape` ops on ranked tensors: the table `SHAPE` (op name -> handler).

MLIR's shape dialect: `shape_of` of a shaped value is its shape, as an
extent tensor (`tensor<?xindex>`, one element per dimension, "guaranteed
to be error-free"); `to_extent_tensor` turns a shape into a 1-D tensor of
its extents ("if the shape represents an error, this op's behavior is
undefined") and, from an extent tensor, is a cast: the extents must agree
at run time (UB otherwise, as for `tensor.cast`).  Not modelled, so
unsupported: the `!shape.shape` type (shapes that may be unranked or
errors) and `shape_of` of an unranked value.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import IndexType, TensorType

from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import not_
from tvmlir.semantics.values import Tensor


def _shape_of(interp, op):
    t = op.result.type
    if not isinstance(t, TensorType):
        raise Unsupported(op, f"shapes of type {t} (possibly unranked or errors)")
    arg = interp.tensor(op.arg)
    from tvmlir.semantics.constants import _ConstantElements

    extents = list(arg.dims)
    sort = interp.sort_of(t)
    if extents and extents[0].sort() != sort:
        raise Unsupported(op, f"extents of {extents[0].sort()} as {sort}")
    elems = _ConstantElements(extents, extents[0] if extents else z3.BitVecVal(0, ix.INDEX), sort)
    rank = ix.bv(len(extents))
    if t.get_shape()[0] >= 0 and t.get_shape()[0] != len(extents):
        raise Unsupported(op, f"{t} for a value of rank {len(extents)}")
    return [Tensor(IndexType(), sort, [rank], elems)]


def _to_extent_tensor(interp, op):
    if not isinstance(op.input.type, TensorType):
        raise Unsupported(op, f"shapes of type {op.input.type} (possibly unranked or errors)")
    src = interp.tensor(op.input)
    n = op.result.type.get_shape()[0]
    if n >= 0:
        interp.ub(not_(ix.eq(src.dims[0], ix.bv(n))))
    return [src]


SHAPE = {"shape.shape_of": _shape_of, "shape.to_extent_tensor": _to_extent_tensor}
