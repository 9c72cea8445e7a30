"""`tensor.generate`, which xDSL 0.74 does not define.

`%t = tensor.generate %d0, %d1 { ^bb0(%i: index, %j: index): ... tensor.yield %v }
: tensor<?x?xf32>`: one dynamic extent operand per `?` of the result, and a
body from the indices to the element.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects.builtin import IndexType, TensorType
from xdsl.irdl import IRDLOperation, irdl_op_definition, region_def, result_def, var_operand_def
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


OPS = [GenerateOp]
