"""`tensor.expand_shape` / `tensor.collapse_shape` verified as MLIR 19
verifies them (`verifyReshapeLikeTypes`, `verifyTensorReshapeOp`).

Why: xDSL 0.74 requires the reassociation groups to cover every expanded
dimension, so it refused MLIR's 0-d reshapes (`tensor<1x1xf32>` collapsed
to `tensor<f32>` with the empty reassociation `[]`), which
`linalg-fold-unit-extent-dims` emits.  MLIR accepts an empty
reassociation for a 0-d collapsed type whatever the expanded rank (the
expanded extents are then all 1 at run time; the semantics check that).
Otherwise the groups are consecutive from 0 and cover the expanded type.

`tensor.reshape` (`ReshapeOp::verify`): xDSL 0.74 requires ranked
tensors and compares the products of the extents with `?` counted as -1,
so it refused MLIR's reshapes of unranked tensors (`tensor<*xf32>`, from
the canonicalizer's and TOSA's tests) and of dynamic shapes
(`tensor<?x?xf32>` to `tensor<?xf32>`).  MLIR compares element counts
only when both shapes are static.
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnySignlessIntegerType,
    IndexType,
    TensorType,
    UnrankedTensorType,
)
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


def reassociation_groups(op) -> list[list[int]]:
    return [[int(i.value.data) for i in g.data] for g in op.reassociation.data]


def verify_reshape(op, expanded: TensorType, collapsed: TensorType) -> None:
    """MLIR's `verifyReshapeLikeTypes` and the inferred collapsed type."""
    e_shape, c_shape = list(expanded.get_shape()), list(collapsed.get_shape())
    groups = reassociation_groups(op)
    if len(e_shape) < len(c_shape):
        raise VerifyException(
            f"expected the expanded type, {expanded} to have a higher (or same) rank than the collapsed type, "
            f"{collapsed}."
        )
    if len(c_shape) != len(groups):
        raise VerifyException(
            f"expected collapsed rank ({len(c_shape)}) to equal the number of reassociation maps ({len(groups)})."
        )
    flat = [d for g in groups for d in g]
    if groups and flat != list(range(len(e_shape))):
        raise VerifyException(f"expected reassociation map #{len(groups) - 1} to be valid and contiguous.")
    inferred = []
    for k, g in enumerate(groups):
        extents = [e_shape[d] for d in g]
        if DYNAMIC_INDEX in extents:
            if c_shape[k] != DYNAMIC_INDEX:
                raise VerifyException(
                    f"expected dimension {k} of collapsed type to be dynamic since one or more of the "
                    "corresponding dimensions in the expanded type is dynamic"
                )
            inferred.append(DYNAMIC_INDEX)
        else:
            product = 1
            for x in extents:
                product *= x
            if c_shape[k] != product:
                raise VerifyException(f"expected dimension {k} of collapsed type to be static value of {product}")
            inferred.append(product)
    if expanded.get_element_type() != collapsed.get_element_type():
        want = TensorType(expanded.get_element_type(), inferred)
        raise VerifyException(f"expected collapsed type to be {want}, but got {collapsed}")


class ExpandShapeOp(tensor.ExpandShapeOp):
    """xDSL's op (its IRDL definition), MLIR 19's verifier."""

    def verify_(self) -> None:
        result = self.result.type
        static = self.static_output_shape.get_values()
        if len(static) != len(result.get_shape()):
            raise VerifyException(
                f"expected number of static shape dims to be equal to the output rank ({len(result.get_shape())}) "
                f"but found {len(static)} inputs instead"
            )
        dynamic = sum(1 for s in static if s == DYNAMIC_INDEX)
        if dynamic != len(self.dynamic_output_shape):
            raise VerifyException(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has "
                f"{dynamic} dynamic dims while output_shape has {len(self.dynamic_output_shape)} values"
            )
        verify_reshape(self, result, self.src.type)


class CollapseShapeOp(tensor.CollapseShapeOp):
    """xDSL's op (its IRDL definition), MLIR 19's verifier."""

    def verify_(self) -> None:
        verify_reshape(self, self.src.type, self.result.type)


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """`tensor.reshape %src(%shape) : (T, tensor<Nxindex>) -> U`, ranked or
    unranked source and result, with MLIR 19's verifier."""

    name = "tensor.reshape"

    source = operand_def(TensorType | UnrankedTensorType)
    shape = operand_def(TensorType.constr(AnySignlessIntegerType | IndexType))
    result = result_def(TensorType | UnrankedTensorType)

    assembly_format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"
    traits = traits_def(Pure())

    def verify_(self) -> None:
        source, result, shape = self.source.type, self.result.type, self.shape.type
        if source.get_element_type() != result.get_element_type():
            raise VerifyException("element types of source and destination tensor types should be the same")
        if len(shape.get_shape()) != 1:
            raise VerifyException(f"operand #1 must be 1D tensor of signless integer or index values, but got '{shape}'")
        if not isinstance(result, TensorType):
            return
        rank = len(result.get_shape())
        if isinstance(source, TensorType) and source.has_static_shape() and result.has_static_shape():
            if _count(source) != _count(result):
                raise VerifyException("source and destination tensor should have the same number of elements")
        length = shape.get_shape()[0]
        if length == DYNAMIC_INDEX:
            raise VerifyException(
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type"
            )
        if length != rank:
            raise VerifyException("length of shape operand differs from the result's tensor rank")


def _count(t: TensorType) -> int:
    n = 1
    for d in t.get_shape():
        n *= d
    return n


OPS = [ExpandShapeOp, CollapseShapeOp, ReshapeOp]
