"""`vector` ops that mlir-opt-19's vectorizer and vector lowerings emit and
xDSL 0.74 does not define.

Why: `--verify` reads what the linalg vectorizer and `convert-vector-to-scf`
leave (index vectors are built with `vector.transpose`, `vector.step`,
`vector.shape_cast`; masks with `vector.constant_mask`; reductions become
`vector.multi_reduction` / `vector.contract`).  Without a definition they
are bad input (exit 3), though they are valid MLIR 19; with one, `--verify`
either gives them semantics or says `unsupported` for them.

The definitions read and print MLIR's generic form (what tools exchange,
`--mlir-print-op-generic`); a few with a trivial custom syntax also read
it.  Property names and layouts are MLIR 19's (`permutation`,
`mask_dim_sizes`, `reduction_dims`, `indexing_maps`, `iterator_types`,
`kind`), so a round trip through tv-opt keeps the op unchanged.
"""

from __future__ import annotations

from xdsl.dialects.builtin import I1, ArrayAttr, DenseArrayBase, MemRefType, VectorType, i64
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.str_enum import StrEnum


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """`result[i_0..i_n] = vector[i_perm^-1...]`: result dim `k` is
    source dim `permutation[k]`."""

    name = "vector.transpose"
    vector = operand_def(VectorType)
    permutation = prop_def(DenseArrayBase.constr(i64))
    result = result_def(VectorType)
    traits = traits_def(Pure())


@irdl_op_definition
class ShapeCastOp(IRDLOperation):
    """The same elements in row-major order, in another shape."""

    name = "vector.shape_cast"
    source = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"


@irdl_op_definition
class SplatOp(IRDLOperation):
    name = "vector.splat"
    input = operand_def()
    aggregate = result_def(VectorType)
    traits = traits_def(Pure())


@irdl_op_definition
class StepOp(IRDLOperation):
    """`[0, 1, .., n-1]`: the lane index of a 1-D index vector."""

    name = "vector.step"
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($result)"


@irdl_op_definition
class ExtractElementOp(IRDLOperation):
    name = "vector.extractelement"
    vector = operand_def(VectorType)
    position = var_operand_def()
    result = result_def()
    traits = traits_def(Pure())


@irdl_op_definition
class InsertElementOp(IRDLOperation):
    name = "vector.insertelement"
    source = operand_def()
    dest = operand_def(VectorType)
    position = var_operand_def()
    result = result_def(VectorType)
    traits = traits_def(Pure())


@irdl_op_definition
class ConstantMaskOp(IRDLOperation):
    """Lanes `l` with `l_k < mask_dim_sizes[k]` for every `k` are set."""

    name = "vector.constant_mask"
    mask_dim_sizes = prop_def(Attribute)
    result = result_def(VectorType[I1])
    traits = traits_def(Pure())


@irdl_op_definition
class MultiReductionOp(IRDLOperation):
    name = "vector.multi_reduction"
    source = operand_def(VectorType)
    acc = operand_def()
    result = result_def()
    kind = prop_def(Attribute)
    reduction_dims = prop_def(Attribute)
    fastmath = opt_prop_def(Attribute)
    traits = traits_def(Pure())


class IteratorType(StrEnum):
    PARALLEL = "parallel"
    REDUCTION = "reduction"


@irdl_attr_definition
class IteratorTypeAttr(EnumAttribute[IteratorType]):
    """`#vector.iterator_type<parallel|reduction>` (of `vector.contract`)."""

    name = "vector.iterator_type"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> IteratorType:
        with parser.in_angle_brackets():
            return IteratorType(parser.parse_identifier())


@irdl_op_definition
class ContractionOp(IRDLOperation):
    name = "vector.contract"
    lhs = operand_def()
    rhs = operand_def()
    acc = operand_def()
    masks = var_operand_def()
    result = result_def()
    indexing_maps = prop_def(ArrayAttr)
    iterator_types = prop_def(ArrayAttr)
    kind = opt_prop_def(Attribute)
    traits = traits_def(Pure())


@irdl_op_definition
class TypeCastOp(IRDLOperation):
    """`memref<vector<4x8xf32>>` viewed as `memref<4xvector<8xf32>>`
    (convert-vector-to-scf's staging buffers)."""

    name = "vector.type_cast"
    memref = operand_def(MemRefType)
    result = result_def(MemRefType)
    traits = traits_def(Pure())


OPS: list[type[IRDLOperation]] = [
    TypeCastOp,
    TransposeOp,
    ShapeCastOp,
    SplatOp,
    StepOp,
    ExtractElementOp,
    InsertElementOp,
    ConstantMaskOp,
    MultiReductionOp,
    ContractionOp,
]


def with_vector_ops(dialect: Dialect) -> Dialect:
    """xDSL's `vector` dialect with the ops and attribute above added."""
    from tvmlir.ir.compat.dialects import with_ops

    extended = with_ops(dialect, OPS)
    return Dialect(extended.name, list(extended.operations), [*extended.attributes, IteratorTypeAttr],
                   list(extended._interfaces))

