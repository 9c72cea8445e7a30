"""`tensor` ops of MLIR 19 that xDSL 0.74 does not define.

* `%t = tensor.generate %d0, %d1 { ^bb0(%i: index, %j: index): ...
  tensor.yield %v } : tensor<?x?xf32>`: one dynamic extent operand per `?`
  of the result, and a body from the indices to the element.
* `tensor.parallel_insert_slice %s into %d[..] [..] [..] : T into U`, the
  only op of an `scf.forall.in_parallel` over tensors.
* `tensor.bitcast`, `tensor.rank`, `tensor.gather`, `tensor.scatter` in
  their MLIR 19 syntax (tv-check reports them unsupported).

(`tensor.pack` / `tensor.unpack`: `tensor_pack`.)
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    DenseArrayBase,
    IndexType,
    IntegerType,
    TensorType,
    UnitAttr,
    UnrankedTensorType,
    i64,
)
from xdsl.dialects.utils.dynamic_index_list import DynamicIndexList
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class GenerateOp(IRDLOperation):
    name = "tensor.generate"

    dynamic_extents = var_operand_def(IndexType)
    body = region_def("single_block")
    result = result_def(TensorType)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        names = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        ) or []
        body = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        extents = parser.resolve_operands(names, [IndexType()] * len(names), parser.pos)
        op = cls.create(operands=list(extents), result_types=[t], regions=[body])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.dynamic_extents:
            printer.print_string(" ")
            printer.print_list(self.dynamic_extents, printer.print_operand)
        printer.print_string(" ")
        printer.print_region(self.body)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        t = self.result.type
        dynamic = sum(1 for d in t.get_shape() if d < 0)
        if dynamic != len(self.dynamic_extents):
            raise VerifyException(
                f"has {len(self.dynamic_extents)} extents for {dynamic} dynamic dimensions"
            )
        block = self.body.block
        if len(block.args) != len(t.get_shape()) or any(
            not isinstance(a.type, IndexType) for a in block.args
        ):
            raise VerifyException("body must take one index per dimension")


@irdl_op_definition
class ParallelInsertSliceOp(IRDLOperation):
    """`tensor.insert_slice` as a contribution of one `scf.forall`
    iteration to the loop's shared output `dest` (no result)."""

    name = "tensor.parallel_insert_slice"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (DynamicIndexList,)

    assembly_format = (
        "$source `into` $dest ``"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `into` type($dest)"
    )

    def verify_(self) -> None:
        rank = len(self.dest.type.get_shape())
        for what, static, dynamic in (
            ("offset", self.static_offsets, self.offsets),
            ("size", self.static_sizes, self.sizes),
            ("stride", self.static_strides, self.strides),
        ):
            values = static.get_values()
            if len(values) != rank:
                raise VerifyException(f"expected {rank} {what} values, got {len(values)}")
            if sum(1 for v in values if v == DYNAMIC_INDEX) != len(dynamic):
                raise VerifyException(f"expected as many dynamic {what}s as '?' in its static list")
        if self.source.type.get_element_type() != self.dest.type.get_element_type():
            raise VerifyException("expected the source and destination element types to be equal")


@irdl_op_definition
class BitcastOp(IRDLOperation):
    """The same bits, another element type of the same width."""

    name = "tensor.bitcast"

    source = operand_def(TensorType)
    dest = result_def(TensorType)

    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def verify_(self) -> None:
        s, d = self.source.type, self.dest.type
        if len(s.get_shape()) != len(d.get_shape()) or any(
            a != b and DYNAMIC_INDEX not in (a, b) for a, b in zip(s.get_shape(), d.get_shape())
        ):
            raise VerifyException(f"operand type {s} and result type {d} are cast incompatible")
        widths = [_bit_width(t.get_element_type()) for t in (s, d)]
        if None in widths or widths[0] != widths[1]:
            raise VerifyException(f"operand type {s} and result type {d} are cast incompatible")


def _bit_width(t) -> int | None:
    if isinstance(t, IntegerType):
        return t.width.data
    if isinstance(t, AnyFloat):
        return t.bitwidth
    return None


@irdl_op_definition
class RankOp(IRDLOperation):
    name = "tensor.rank"

    tensor = operand_def(TensorType | UnrankedTensorType)
    rank = result_def(IndexType)

    traits = traits_def(Pure())
    assembly_format = "$tensor attr-dict `:` type($tensor)"


def _check_gather_dims(dims: tuple[int, ...], rank: int, what: str, of: str) -> None:
    """MLIR's `verifyGatherOrScatterDims`."""
    if not dims:
        raise VerifyException(f"{what}_dims must be non-empty")
    if len(dims) > rank:
        raise VerifyException(f"{what}_dims overflow {of} rank")
    if any(d < 0 for d in dims):
        raise VerifyException(f"{what}_dims value must be non-negative")
    if any(d >= rank for d in dims):
        raise VerifyException(f"{what}_dims value must be smaller than {of} rank")
    if any(a >= b for a, b in zip(dims, dims[1:])):
        raise VerifyException(f"{what}_dims values must be strictly increasing")


@irdl_op_definition
class GatherOp(IRDLOperation):
    name = "tensor.gather"

    source = operand_def(TensorType)
    indices = operand_def(TensorType)
    gather_dims = prop_def(DenseArrayBase.constr(i64))
    unique = opt_prop_def(UnitAttr)
    result = result_def(TensorType)

    traits = traits_def(Pure())
    assembly_format = (
        "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? "
        "attr-dict `:` functional-type(operands, results)"
    )

    def verify_(self) -> None:
        _check_gather_dims(self.gather_dims.get_values(), len(self.source.type.get_shape()), "gather", "source")


@irdl_op_definition
class ScatterOp(IRDLOperation):
    name = "tensor.scatter"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    indices = operand_def(TensorType)
    scatter_dims = prop_def(DenseArrayBase.constr(i64))
    unique = opt_prop_def(UnitAttr)
    result = result_def(TensorType)

    assembly_format = (
        "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? "
        "attr-dict `:` functional-type(operands, results)"
    )

    def verify_(self) -> None:
        _check_gather_dims(self.scatter_dims.get_values(), len(self.dest.type.get_shape()), "scatter", "dest")
        if self.unique is None:
            raise VerifyException("requires 'unique' attribute to be set")


class PadOp(tensor.PadOp):
    """xDSL's `tensor.pad` (its IRDL definition) with MLIR 19's verifier
    (`PadOp::verify`): the result type may be more static than the
    inferred one (a static extent where a pad amount is dynamic: the run
    time extent must then be that, which the semantics check); it may not
    be less static.  xDSL required the dynamic dimensions to coincide and
    refused valid pads ("number of dynamic sizes must equal ...")."""

    def verify_(self) -> None:
        src = list(self.source.type.get_shape())
        low, high = self.static_low.get_values(), self.static_high.get_values()
        res = list(self.result.type.get_shape())
        if len(low) != len(src) or len(high) != len(src):
            raise VerifyException(
                f"failed to infer expectedType from sourceType {self.source.type}, specified resultType is "
                f"{self.result.type}"
            )
        for name, static, dynamic in (("low", low, self.low), ("high", high, self.high)):
            if sum(1 for v in static if v == DYNAMIC_INDEX) != len(dynamic):
                raise VerifyException(f"expected as many dynamic {name} pads as '?' in static_{name}")
        expected = [
            DYNAMIC_INDEX if DYNAMIC_INDEX in (d, lo, hi) else d + lo + hi for d, lo, hi in zip(src, low, high)
        ]
        if len(res) != len(expected) or any(e != DYNAMIC_INDEX and r != e for r, e in zip(res, expected)):
            want = TensorType(self.source.type.get_element_type(), expected)
            raise VerifyException(f"specified type {self.result.type} does not match the inferred type {want}")
        block = self.region.block
        if len(block.args) != len(res):
            raise VerifyException(f"expected the block to have {len(res)} arguments")
        if any(not isinstance(a.type, IndexType) for a in block.args):
            raise VerifyException("expected block arguments to be index")


def _ops() -> list[type[IRDLOperation]]:
    from tvmlir.ir.compat import reshape, tensor_pack

    return [GenerateOp, ParallelInsertSliceOp, BitcastOp, RankOp, GatherOp, ScatterOp, PadOp,
            *tensor_pack.OPS, *reshape.OPS]


OPS = _ops()
