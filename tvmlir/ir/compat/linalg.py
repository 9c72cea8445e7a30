"""linalg named ops that neither xDSL 0.74 nor `tvmlir.ir.linalg_named_ops`
defines (batch_matvec, transposed matmuls, more depthwise convolutions and
poolings), with MLIR's syntax: `NamedStructuredOp`.  They carry no body
region; `tvmlir.semantics.linalg_named` gives each its meaning directly.
(`linalg.generic #trait` is read by `tvmlir.ir.linalg_generic`.)
"""

from __future__ import annotations

from typing import Self

from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer


def _parse_operand_group(parser: Parser, keyword: str):
    pos = parser.pos
    if not parser.parse_optional_characters(keyword):
        return ()
    parser.parse_punctuation("(")
    names = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return parser.resolve_operands(names, types, pos)


def _parse_result_types(parser: Parser):
    if parser.parse_optional_punctuation("->") is None:
        return ()
    types = parser.parse_optional_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_type)
    if types is not None:
        return types
    return parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)


class NamedStructuredOp(IRDLOperation):
    """A linalg named op in MLIR's syntax:
    `{attrs}? ins(%a, %b : A, B) outs(%c : C) -> C?`, the attributes (strides,
    dilations, ...) kept as attributes.  On memrefs it has no results."""

    inputs = var_operand_def()
    outputs = var_operand_def()
    res = var_result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attrs = parser.parse_optional_attr_dict()
        ins = _parse_operand_group(parser, "ins")
        outs = _parse_operand_group(parser, "outs")
        if parser.parse_optional_keyword("attrs"):
            parser.parse_punctuation("=")
            attrs |= parser.expect(parser.parse_optional_attr_dict, "expect extra attributes")
        results = _parse_result_types(parser)
        op = cls.build(operands=(ins, outs), result_types=(results,))
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.attributes:
            printer.print_string(" ")
            printer.print_attr_dict(self.attributes)
        for keyword, group in (("ins", self.inputs), ("outs", self.outputs)):
            if group:
                printer.print_string(f" {keyword}(")
                printer.print_list(group, printer.print_ssa_value)
                printer.print_string(" : ")
                printer.print_list(group.types, printer.print_attribute)
                printer.print_string(")")
        if self.res:
            printer.print_string(" -> ")
            printer.print_list(self.res.types, printer.print_attribute)


NAMED_OPS = (
    "batch_matvec", "matmul_transpose_a", "matmul_transpose_b",
    "depthwise_conv_1d_nwc_wc", "depthwise_conv_2d_nchw_chw", "depthwise_conv_2d_nhwc_hwcm",
    "pooling_nhwc_max_unsigned", "pooling_nhwc_min_unsigned", "pooling_nchw_sum",
)  # fmt: skip


def _make(short: str) -> type[NamedStructuredOp]:
    pyname = "".join(p.capitalize() for p in short.split("_")) + "Op"
    return irdl_op_definition(type(pyname, (NamedStructuredOp,), {"name": f"linalg.{short}"}))


OPS = [_make(n) for n in NAMED_OPS]
