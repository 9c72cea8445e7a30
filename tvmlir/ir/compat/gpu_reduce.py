"""`gpu.all_reduce` with MLIR 19's reduction kinds and custom syntax.

Why: xDSL 0.74's `#gpu<all_reduce_op ...>` knows `add, and, max, min,
mul, or, xor` only; MLIR 19 (`GPUOps.td`, `GPU_AllReduceOperation`) has
`add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor,
minimumf, maximumf`, and mlir-opt-19's own tests use the float ones
(`Dialect/GPU/all-reduce-maxf.mlir`: `gpu.all_reduce maxnumf %x uniform
{} : (f32) -> (f32)`), so tvmlir could not read them.  Syntax
(`GPUOps.td`): `custom<AllReduceOperation>($op) $value (`uniform`
$uniform^)? $body attr-dict `:` functional-type(operands, results)`.
tv-check gives the op no meaning (unsupported where it is met).
"""

from __future__ import annotations

from xdsl.dialects.builtin import UnitAttr
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Region
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    region_def,
    result_def,
    traits_def,
)
from xdsl.traits import IsolatedFromAbove

from xdsl.ir.core import SpacedOpaqueSyntaxAttribute
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum


class AllReduceKind(StrEnum):
    ADD = "add"
    MUL = "mul"
    MINUI = "minui"
    MINSI = "minsi"
    MINNUMF = "minnumf"
    MAXUI = "maxui"
    MAXSI = "maxsi"
    MAXNUMF = "maxnumf"
    AND = "and"
    OR = "or"
    XOR = "xor"
    MINIMUMF = "minimumf"
    MAXIMUMF = "maximumf"


@irdl_attr_definition
class AllReduceKindAttr(EnumAttribute[AllReduceKind], SpacedOpaqueSyntaxAttribute):
    """`#gpu<all_reduce_op maxnumf>` (MLIR 19's kinds)."""

    name = "gpu.all_reduce_op"


@irdl_op_definition
class AllReduceOp(IRDLOperation):
    """Not a subclass of xDSL's (its verifier checks xDSL's kinds); nothing
    in tvmlir matches it by class."""

    name = "gpu.all_reduce"
    op = opt_prop_def(AllReduceKindAttr)
    uniform = opt_prop_def(UnitAttr)
    operand = operand_def(Attribute)
    result = result_def(Attribute)
    body = region_def()
    traits = traits_def(IsolatedFromAbove())

    @classmethod
    def parse(cls, parser: Parser):
        kind = None
        pos = parser.pos
        word = parser.parse_optional_identifier()
        if word is not None:
            if word not in {k.value for k in AllReduceKind}:
                parser.raise_error(f"unknown reduction kind '{word}'", pos, parser.pos)
            kind = AllReduceKindAttr(AllReduceKind(word))
        value = parser.parse_operand()
        uniform = UnitAttr() if parser.parse_optional_keyword("uniform") is not None else None
        body = parser.parse_optional_region() or Region()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        fn = parser.parse_function_type()
        props = {}
        if kind is not None:
            props["op"] = kind
        if uniform is not None:
            props["uniform"] = uniform
        op = cls.build(operands=[value], result_types=list(fn.outputs.data), properties=props,
                       attributes=attrs, regions=[body])
        return op

    def verify_(self) -> None:
        if self.result.type != self.operand.type:
            raise VerifyException("gpu.all_reduce: the result type must be the operand type")
        if bool(self.body.blocks) == (self.op is not None):
            raise VerifyException("gpu.all_reduce needs either a non-empty body or a reduction kind, not both")

    def print(self, printer: Printer) -> None:
        if self.op is not None:
            printer.print_string(f" {self.op.data.value}")
        printer.print_string(" ")
        printer.print_operand(self.operand)
        if self.uniform is not None:
            printer.print_string(" uniform")
        printer.print_string(" ")
        printer.print_region(self.body)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : ({self.operand.type}) -> ({self.result.type})")


OPS = [AllReduceOp]
ATTRS = [AllReduceKindAttr]
