"""Op name -> handler, for every op the interpreter gives meaning to.

One table per dialect module; scalar ops (`ScalarSemantics`) are lifted to
tensors by `elementwise`.  Built on demand per `Interpreter` (a plain dict,
no global registry)."""

from __future__ import annotations

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr

from tvmlir.semantics.constants import tensor_constant
from tvmlir.semantics.elementwise import encode_scalar_op


def _arith_constant(interp, op):
    from tvmlir.ir.compat.sparse import SparseElementsAttr

    value = op.properties.get("value") or op.attributes.get("value")
    if isinstance(value, DenseIntOrFPElementsAttr | SparseElementsAttr):
        return [tensor_constant(interp.ctx, op, value, op.results[0].type)]
    return encode_scalar_op(interp, op)


def handlers() -> dict:
    from tvmlir.semantics.bufferization import BUFFERIZATION
    from tvmlir.semantics.func import FUNC
    from tvmlir.semantics.linalg import LINALG
    from tvmlir.semantics.linalg_named import LINALG_NAMED
    from tvmlir.semantics.memref import MEMREF
    from tvmlir.semantics.scalar import ENCODERS
    from tvmlir.semantics.tensor import TENSOR
    from tvmlir.semantics.tosa import TOSA

    table = {name: encode_scalar_op for name in ENCODERS}
    table.update(FUNC)
    table.update(TENSOR)
    table.update(LINALG)
    table.update(LINALG_NAMED)
    table.update(MEMREF)
    table.update(BUFFERIZATION)
    table.update(TOSA)
    table["arith.constant"] = _arith_constant
    return table
