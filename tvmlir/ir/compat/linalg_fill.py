"""`linalg.fill` of any scalar MLIR 19 fills with: `index`, `complex<..>`,
a vector into a tensor of vectors, besides integers and floats.

Why: xDSL 0.74's `FillOp` asserts an integer or float element while
parsing (an AssertionError, so MLIR's own tests of index and complex fills
-- `linalg.fill ins(%c50 : index) outs(%alloc : memref<?x?xindex>)`, the
bufferize-to-allocation and promotion tests -- were unreadable, and
unsupported even through mlir-opt-19's generic form).  MLIR's rules
(`LinalgOps.cpp`, OpDSL's `fill` with `TypeFn.cast_signed`): the value is
a scalar (not a tensor or memref: "expected op with scalar input"), and
it is cast to the output's element type only between integers and floats
or from index to an integer; any other type must be the element type itself.  tv-check's `linalg.fill`
semantics take integer and float values and report the others
unsupported at the op.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import AnyFloat, IndexType, IntegerType, MemRefType, TensorType, UnrankedMemRefType, UnrankedTensorType, VectorType
from xdsl.dialects.linalg import ops as xlinalg
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Attribute, SSAValue
from xdsl.utils.exceptions import VerifyException

_SHAPED = (TensorType, MemRefType, UnrankedTensorType, UnrankedMemRefType)


def _element(t: Attribute) -> Attribute:
    return t.get_element_type() if isinstance(t, _SHAPED) else t


def _castable(source: Attribute, target: Attribute) -> bool:
    """OpDSL's `cast_signed` (`convertScalarToDtype`): between integers and
    floats, and from index to an integer (`arith.index_cast`)."""
    numbers = IntegerType | AnyFloat
    return (isinstance(source, numbers) and isinstance(target, numbers)) or (
        isinstance(source, IndexType) and isinstance(target, IntegerType)
    )


class FillOp(xlinalg.FillOp):
    """xDSL's `linalg.fill`, its body's block arguments of any scalar type."""

    @classmethod
    def body_arg_types(cls, operands: Sequence[SSAValue]) -> Sequence[Attribute]:
        return [_element(o.type) for o in operands]

    def verify_(self) -> None:
        for value in self.inputs:
            if isinstance(value.type, _SHAPED):
                raise VerifyException("expected op with scalar input")
        if not any(isinstance(v.type, VectorType) for v in self.inputs):
            # xDSL's structured-op rules take a vector for a ranked operand;
            # MLIR's take it for a scalar (rank 0, as the fill's map says).
            LinalgStructuredOperation.verify_(self)
        for value, out in zip(self.inputs, self.outputs):
            source, target = value.type, _element(out.type)
            if source != target and not _castable(source, target):
                raise VerifyException(f"could not cast operand of type '{source}' to '{target}'")


OPS = [FillOp]
