"""`tensor.expand_shape` / `tensor.collapse_shape` verified as MLIR 19
verifies them (`verifyReshapeLikeTypes`, `verifyTensorReshapeOp`).

Why: xDSL 0.74 requires the reassociation groups to cover every expanded
dimension, so it refused MLIR's 0-d reshapes (`tensor<1x1xf32>` collapsed
to `tensor<f32>` with the empty reassociation `[]`), which
`linalg-fold-unit-extent-dims` emits.  MLIR accepts an empty
reassociation for a 0-d collapsed type whatever the expanded rank (the
expanded extents are then all 1 at run time; the semantics check that).
Otherwise the groups are consecutive from 0 and cover the expanded type.
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType
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


OPS = [ExpandShapeOp, CollapseShapeOp]
