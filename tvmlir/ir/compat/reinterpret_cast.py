"""`memref.reinterpret_cast` verified as MLIR 19 verifies it
(`ReinterpretCastOp::verify`).

Why: xDSL 0.74 requires a result extent to equal a static size operand
even where the result type leaves it dynamic; MLIR compares them only when
both are static, and its canonicalizer's own output keeps a dynamic type
over a static size (`sizes: [4, 2, 2] ... to memref<?x?x?xf32, ...>`,
Dialect/MemRef/canonicalize.mlir).  That direction is accepted here: the
semantics (`verify/views.py`) take the extents from the size operands, so
the type's `?` adds nothing to model.  A static result extent (or
offset, or stride) over a dynamic operand is accepted too, as MLIR 19 does
(GPU `decompose-memrefs` emits `offset: [%o] ... to memref<f32>`); its
meaning is the consumer's (a load reads the static part from the type), so
the semantics refuse it unless the operand provably equals the type
(`view_types.static_type_parts`).
"""

from __future__ import annotations

from xdsl.dialects import memref
from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.dialects.utils import verify_dynamic_index_list
from xdsl.utils.exceptions import VerifyException


class ReinterpretCastOp(memref.ReinterpretCastOp):
    """xDSL's op (its IRDL definition), MLIR 19's rule for the sizes."""

    def verify_(self) -> None:
        sizes = self.static_sizes.get_values()
        verify_dynamic_index_list(sizes, self.sizes, DYNAMIC_INDEX, " in the size arguments")
        verify_dynamic_index_list(
            self.static_offsets.get_values(), self.offsets, DYNAMIC_INDEX, " in the offset arguments"
        )
        verify_dynamic_index_list(
            self.static_strides.get_values(), self.strides, DYNAMIC_INDEX, " in the stride arguments"
        )
        shape = self.result.type.get_shape()
        if len(shape) != len(sizes):
            raise VerifyException(f"expected {len(shape)} size values but got {len(sizes)}")
        for dim, (actual, expected) in enumerate(zip(shape, sizes)):
            if expected != DYNAMIC_INDEX and actual != DYNAMIC_INDEX and expected != actual:
                raise VerifyException(f"expected result type with size = {expected} instead of {actual} in dim = {dim}")


OPS = [ReinterpretCastOp]
