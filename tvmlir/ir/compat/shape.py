"""`shape.shape_of` and `shape.to_extent_tensor`, and the `!shape.shape` /
`!shape.size` types.

Why tvmlir defines them: xDSL 0.74 has no shape dialect, and programs
lowered from TOSA / MHLO ask for a tensor's shape with it (mlir-tv's
`fusion-tensor/tensor_extract`).  Only the two ops that turn a ranked
tensor's shape into an extent tensor (`tensor<?xindex>`) get a meaning
(`tvmlir/semantics/shape.py`); the types exist so that programs using
`!shape.shape` parse and are reported unsupported, not bad input.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, TensorType
from xdsl.ir import Dialect, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import IRDLOperation, irdl_attr_definition, irdl_op_definition, operand_def, result_def
from xdsl.utils.exceptions import VerifyException


@irdl_attr_definition
class ShapeType(ParametrizedAttribute, TypeAttribute):
    """`!shape.shape`: a shape, possibly unranked or an error."""

    name = "shape.shape"


@irdl_attr_definition
class SizeType(ParametrizedAttribute, TypeAttribute):
    """`!shape.size`: an extent, possibly an error."""

    name = "shape.size"


def _is_extent_tensor(t) -> bool:
    return isinstance(t, TensorType) and len(t.get_shape()) == 1 and isinstance(t.get_element_type(), IndexType)


@irdl_op_definition
class ShapeOfOp(IRDLOperation):
    """`shape.shape_of %t : T -> tensor<?xindex>`: the extents of `%t`."""

    name = "shape.shape_of"

    arg = operand_def()
    result = result_def(TensorType[IndexType] | ShapeType)

    assembly_format = "$arg attr-dict `:` type($arg) `->` type($result)"

    def verify_(self) -> None:
        t = self.result.type
        if isinstance(t, TensorType) and not _is_extent_tensor(t):
            raise VerifyException(f"the result {t} is not an extent tensor (a 1-D tensor of index)")


@irdl_op_definition
class ToExtentTensorOp(IRDLOperation):
    """`shape.to_extent_tensor %s : S -> tensor<Nxindex>`: the shape as a
    1-D tensor of extents (undefined for an error shape)."""

    name = "shape.to_extent_tensor"

    input = operand_def(TensorType[IndexType] | ShapeType)
    result = result_def(TensorType[IndexType])

    assembly_format = "$input attr-dict `:` type($input) `->` type($result)"

    def verify_(self) -> None:
        for t in (self.input.type, self.result.type):
            if isinstance(t, TensorType) and not _is_extent_tensor(t):
                raise VerifyException(f"{t} is not an extent tensor (a 1-D tensor of index)")


def shape_dialect() -> Dialect:
    return Dialect("shape", [ShapeOfOp, ToExtentTensorOp], [ShapeType, SizeType])
