"""`bufferization.to_tensor` / `to_memref` as MLIR 19 and earlier write them.

MLIR 19 prints `bufferization.to_tensor %m : memref<4xf32>` (the tensor
type implied); later versions add `to tensor<4xf32>`.  `to_memref` was
renamed `to_buffer` after MLIR 19; both are accepted.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import bufferization
from xdsl.dialects.builtin import MemRefType, TensorType, UnitAttr
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


def _tensor_of(m: MemRefType) -> TensorType:
    return TensorType(m.get_element_type(), m.get_shape())


def _parse_flags(parser: Parser, names) -> dict:
    props = {}
    for name in names:
        if parser.parse_optional_keyword(name):
            props[name] = UnitAttr()
    return props


@irdl_op_definition
class ToTensorOp(bufferization.ToTensorOp):
    memref = operand_def(MemRefType)
    tensor = result_def(TensorType)
    writable = opt_prop_def(UnitAttr)
    restrict = opt_prop_def(UnitAttr)

    assembly_format = None

    def verify_(self) -> None:
        m, t = self.memref.type, self.tensor.type
        if m.get_element_type() != t.get_element_type() or m.get_shape() != t.get_shape():
            raise VerifyException(f"memref {m} and tensor {t} differ in shape or element type")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        name = parser.parse_unresolved_operand()
        props = _parse_flags(parser, ("restrict", "writable"))
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        mt = parser.parse_type()
        tt = parser.parse_type() if parser.parse_optional_keyword("to") else None
        if not isinstance(mt, MemRefType):
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
            tt = _tensor_of(mt) if isinstance(mt, MemRefType) else first
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
        printer.print_attribute(self.tensor.type)
        printer.print_string(" to ")
        printer.print_attribute(self.memref.type)

    def verify_(self) -> None:
        t, m = self.tensor.type, self.memref.type
        if not isinstance(t, TensorType) or not isinstance(m, MemRefType):
            raise VerifyException(f"converts a tensor to a memref, got {t} to {m}")
        if t.get_element_type() != m.get_element_type() or t.get_shape() != m.get_shape():
            raise VerifyException(f"tensor {t} and memref {m} differ in shape")


@irdl_op_definition
class ToMemrefOp(_ToBuffer):
    name = "bufferization.to_memref"


@irdl_op_definition
class ToBufferOp(_ToBuffer):
    name = "bufferization.to_buffer"


OPS = [ToTensorOp, ToMemrefOp, ToBufferOp]
