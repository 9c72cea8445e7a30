"""Op name -> handler, for every op the interpreter gives meaning to.

One table per dialect module; scalar ops (`ScalarSemantics`) are lifted to
tensors by `elementwise`.  Built on first use and read-only afterwards (the
tables are constant: nothing registers into them)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr

from tvmlir.semantics.constants import tensor_constant
from tvmlir.semantics.elementwise import encode_scalar_op


def _arith_constant(interp, op):
    from tvmlir.ir.compat.sparse import SparseElementsAttr

    value = op.properties.get("value") or op.attributes.get("value")
    if isinstance(value, DenseIntOrFPElementsAttr | SparseElementsAttr):
        return [tensor_constant(interp.ctx, op, value, op.results[0].type)]
    return encode_scalar_op(interp, op)


def _conversion_cast(interp, op):
    """`builtin.unrealized_conversion_cast` between a float type and its
    abstract form (`--abstract-fp`): the identity (both have one encoding)."""
    from tvmlir.semantics.encoding import Unsupported
    from tvmlir.semantics.values import Scalar

    if len(op.operands) != 1 or len(op.results) != 1:
        raise Unsupported(op, "only one-to-one conversion casts are modelled")
    v = interp.value(op.operands[0])
    src, dst = op.operands[0].type, op.results[0].type
    fmt_s, fmt_d = interp.sem.float_format(src), interp.sem.float_format(dst)
    if not isinstance(v, Scalar) or fmt_s is None or fmt_s != fmt_d:
        raise Unsupported(op, f"a conversion from {src} to {dst} has no meaning here")
    return [v]


@lru_cache(maxsize=1)
def handlers() -> Mapping:
    """The table, built once per process and read-only."""
    return MappingProxyType(_build())


def _build() -> dict:
    from tvmlir.semantics.bufferization import BUFFERIZATION
    from tvmlir.semantics.func import FUNC
    from tvmlir.semantics.linalg import LINALG
    from tvmlir.semantics.linalg_named import LINALG_NAMED
    from tvmlir.semantics.memref import MEMREF
    from tvmlir.semantics.scalar import ENCODERS
    from tvmlir.semantics.tensor import TENSOR
    from tvmlir.semantics.tosa import TOSA
    from tvmlir.semantics.tv_tensor import TV_TENSOR

    table = {name: encode_scalar_op for name in ENCODERS}
    table.update(FUNC)
    table.update(TENSOR)
    table.update(LINALG)
    table.update(LINALG_NAMED)
    table.update(MEMREF)
    table.update(BUFFERIZATION)
    table.update(TOSA)
    table.update(TV_TENSOR)
    table["arith.constant"] = _arith_constant
    table["builtin.unrealized_conversion_cast"] = _conversion_cast
    return table
