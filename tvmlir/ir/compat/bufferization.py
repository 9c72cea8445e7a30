"""`bufferization.to_tensor` / `to_memref` as MLIR 19 and earlier write them.

MLIR 19 prints `bufferization.to_tensor %m : memref<4xf32>` (the tensor
type implied); later versions add `to tensor<4xf32>`.  `to_memref` was
renamed `to_buffer` after MLIR 19; both are accepted.  Both are printed in
MLIR 19's form (so mlir-opt-19 reads tvmlir's output back), unless the
tensor type is not the implied one.  Unranked memrefs imply unranked
tensors (`bufferization.to_memref %t : memref<*xf32>`, MLIR's own
bufferization tests).
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import bufferization
from xdsl.dialects.builtin import IntegerType, MemRefType, TensorType, UnitAttr, UnrankedMemRefType, UnrankedTensorType
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    var_operand_def,
    var_result_def,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    result_def,
)
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


def _tensor_of(m: MemRefType | UnrankedMemRefType) -> TensorType | UnrankedTensorType:
    """MLIR's `getTensorTypeFromMemRefType`: the tensor type a memref type
    implies (unranked for an unranked memref; layout and space dropped)."""
    if isinstance(m, UnrankedMemRefType):
        return UnrankedTensorType(m.element_type)
    return TensorType(m.get_element_type(), m.get_shape())


def _shape(t) -> tuple[int, ...] | None:
    """The shape, None when unranked."""
    return None if isinstance(t, UnrankedMemRefType | UnrankedTensorType) else tuple(t.get_shape())


_MEMREF = MemRefType | UnrankedMemRefType
_TENSOR = TensorType | UnrankedTensorType


def _parse_flags(parser: Parser, names) -> dict:
    props = {}
    for name in names:
        if parser.parse_optional_keyword(name):
            props[name] = UnitAttr()
    return props


@irdl_op_definition
class ToTensorOp(bufferization.ToTensorOp):
    memref = operand_def(_MEMREF)
    tensor = result_def(_TENSOR)
    writable = opt_prop_def(UnitAttr)
    restrict = opt_prop_def(UnitAttr)

    assembly_format = None

    def verify_(self) -> None:
        m, t = self.memref.type, self.tensor.type
        if m.get_element_type() != t.get_element_type() or _shape(m) != _shape(t):
            raise VerifyException(f"memref {m} and tensor {t} differ in shape or element type")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        name = parser.parse_unresolved_operand()
        props = _parse_flags(parser, ("restrict", "writable"))
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        mt = parser.parse_type()
        tt = parser.parse_type() if parser.parse_optional_keyword("to") else None
        if not isinstance(mt, _MEMREF):
            parser.raise_error(f"expected a memref type, got {mt}")
        (operand,) = parser.resolve_operands([name], [mt], parser.pos)
        op = cls.create(operands=[operand], result_types=[tt or _tensor_of(mt)], properties=props)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        for flag in ("restrict", "writable"):
            if flag in self.properties:
                printer.print_string(f" {flag}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)
        if self.tensor.type != _tensor_of(self.memref.type):  # MLIR 19 implies it
            printer.print_string(" to ")
            printer.print_attribute(self.tensor.type)


class _ToBuffer(IRDLOperation):
    tensor = operand_def(AnyAttr())
    memref = result_def(AnyAttr())
    read_only = opt_prop_def(UnitAttr)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        name = parser.parse_unresolved_operand()
        props = _parse_flags(parser, ("read_only",))
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        first = parser.parse_type()
        if parser.parse_optional_keyword("to"):
            tt, mt = first, parser.parse_type()
        else:  # `to_memref %t : memref<...>` (the tensor type implied)
            mt = first
            tt = _tensor_of(mt) if isinstance(mt, _MEMREF) else first
        (operand,) = parser.resolve_operands([name], [tt], parser.pos)
        op = cls.create(operands=[operand], result_types=[mt], properties=props)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.tensor)
        if "read_only" in self.properties:
            printer.print_string(" read_only")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        if self.tensor.type == _tensor_of(self.memref.type):
            printer.print_attribute(self.memref.type)  # MLIR 19's form: the tensor type implied
            return
        printer.print_attribute(self.tensor.type)
        printer.print_string(" to ")
        printer.print_attribute(self.memref.type)

    def verify_(self) -> None:
        t, m = self.tensor.type, self.memref.type
        if not isinstance(t, _TENSOR) or not isinstance(m, _MEMREF):
            raise VerifyException(f"converts a tensor to a memref, got {t} to {m}")
        if t.get_element_type() != m.get_element_type() or _shape(t) != _shape(m):
            raise VerifyException(f"tensor {t} and memref {m} differ in shape")


@irdl_op_definition
class ToMemrefOp(_ToBuffer):
    name = "bufferization.to_memref"


@irdl_op_definition
class ToBufferOp(_ToBuffer):
    name = "bufferization.to_buffer"


@irdl_op_definition
class CloneOp(bufferization.CloneOp):
    """`bufferization.clone %m : T to U`: MLIR 19 lets U differ from T within
    cast compatibility (`memref<?xf32> to memref<32xf32>`); xDSL required
    one type.  (The semantics make a static extent of U a run-time fact.)"""

    input = operand_def(MemRefType | UnrankedMemRefType)
    output = result_def(MemRefType | UnrankedMemRefType)

    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"
    parse = classmethod(Operation.parse.__func__)  # regenerated from the format
    print = Operation.print

    def verify_(self) -> None:
        a, b = self.input.type, self.output.type
        if a.get_element_type() != b.get_element_type():
            raise VerifyException(f"clone of {a} to {b} changes the element type")
        if isinstance(a, MemRefType) and isinstance(b, MemRefType):
            sa, sb = a.get_shape(), b.get_shape()
            if len(sa) != len(sb) or any(x >= 0 and y >= 0 and x != y for x, y in zip(sa, sb)):
                raise VerifyException(f"clone of {a} to {b}: incompatible shapes")


@irdl_op_definition
class DeallocOp(IRDLOperation):
    """`bufferization.dealloc (%m.. : T..) if (%c..) retain (%r.. : U..)`:
    frees each memref whose condition holds unless a retained memref
    aliases it; one updated condition per retained memref (MLIR 19)."""

    name = "bufferization.dealloc"

    memrefs = var_operand_def(MemRefType | UnrankedMemRefType)
    conditions = var_operand_def(IntegerType(1))
    retained = var_operand_def(MemRefType | UnrankedMemRefType)
    updatedConditions = var_result_def(IntegerType(1))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        memrefs, conditions, retained = [], [], []
        if parser.parse_optional_punctuation("(") is not None:
            names = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
            memrefs = parser.resolve_operands(names, types, pos)
            parser.parse_keyword("if")
            conds = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_unresolved_operand)
            conditions = parser.resolve_operands(conds, [IntegerType(1)] * len(conds), pos)
        if parser.parse_optional_keyword("retain"):
            parser.parse_punctuation("(")
            names = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
            retained = parser.resolve_operands(names, types, pos)
        attrs = parser.parse_optional_attr_dict()
        op = cls.build(operands=[memrefs, conditions, retained], result_types=[[IntegerType(1)] * len(retained)])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.memrefs:
            printer.print_string(" (")
            printer.print_list(self.memrefs, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([m.type for m in self.memrefs], printer.print_attribute)
            printer.print_string(") if (")
            printer.print_list(self.conditions, printer.print_operand)
            printer.print_string(")")
        if self.retained:
            printer.print_string(" retain (")
            printer.print_list(self.retained, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([m.type for m in self.retained], printer.print_attribute)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        if len(self.memrefs) != len(self.conditions):
            raise VerifyException("must have the same number of conditions as memrefs to deallocate")
        if len(self.retained) != len(self.updatedConditions):
            raise VerifyException("must have the same number of updated conditions (results) as retained operands")


OPS = [ToTensorOp, ToMemrefOp, ToBufferOp, CloneOp, DeallocOp]
