"""MLIR's `index` dialect (IndexOps.td of LLVM 19), which xDSL 0.74 lacks.

Why: `index.*` ops are how upstream code computes on the target's index
width without committing to it (`-convert-index-to-llvm`, the
int-range-optimizations, IREE's and Triton's index math); without the
dialect a function using them was "an op tvmlir does not know" on the side
that had them, unsupported at best.  The syntax is IndexOps.td's: binary
ops `index.add %a, %b`, `index.cmp slt(%a, %b)`, `index.casts %x : i32 to
index`, `index.constant 42`, `index.bool.constant true`, `index.sizeof`;
the generic form's predicate is `#index<cmp_predicate slt>`.  Semantics:
`tvmlir/semantics/index_ops.py`.
"""

from __future__ import annotations

from enum import auto
from typing import Self

from xdsl.dialects.builtin import BoolAttr, IndexType, IntegerAttr, IntegerType, i1
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Dialect, SpacedOpaqueSyntaxAttribute
from xdsl.irdl import (
    AnyOf,
    BaseAttr,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.str_enum import StrEnum


class IndexCmpPredicate(StrEnum):
    EQ = auto()
    NE = auto()
    SLT = auto()
    SLE = auto()
    SGT = auto()
    SGE = auto()
    ULT = auto()
    ULE = auto()
    UGT = auto()
    UGE = auto()


@irdl_attr_definition
class IndexCmpPredicateAttr(EnumAttribute[IndexCmpPredicate], SpacedOpaqueSyntaxAttribute):
    """`#index<cmp_predicate slt>`."""

    name = "index.cmp_predicate"


class _Binary(IRDLOperation):
    lhs = operand_def(IndexType)
    rhs = operand_def(IndexType)
    result = result_def(IndexType)
    assembly_format = "$lhs `,` $rhs attr-dict"


def _binary(op_name: str, pure: bool) -> type[IRDLOperation]:
    """One binary op; division and remainder are not `Pure` (UB on a zero
    divisor), as in IndexOps.td."""
    cls = type(
        "Index" + op_name.title().replace(".", "") + "Op",
        (_Binary,),
        {"name": f"index.{op_name}", "traits": traits_def(Pure()) if pure else traits_def()},
    )
    return irdl_op_definition(cls)


BINARY_NAMES: dict[str, bool] = {
    "add": True, "sub": True, "mul": True,
    "divs": False, "divu": False, "ceildivs": False, "ceildivu": False, "floordivs": False,
    "rems": False, "remu": False,
    "maxs": True, "maxu": True, "mins": True, "minu": True,
    "shl": True, "shrs": True, "shru": True,
    "and": True, "or": True, "xor": True,
}  # fmt: skip

BINARY = [_binary(n, pure) for n, pure in BINARY_NAMES.items()]

_INT_OR_INDEX = AnyOf([BaseAttr(IntegerType), BaseAttr(IndexType)])


class _Cast(IRDLOperation):
    input = operand_def(_INT_OR_INDEX)
    output = result_def(_INT_OR_INDEX)
    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"


@irdl_op_definition
class CastSOp(_Cast):
    name = "index.casts"


@irdl_op_definition
class CastUOp(_Cast):
    name = "index.castu"


@irdl_op_definition
class CmpOp(IRDLOperation):
    """`index.cmp slt(%a, %b)`."""

    name = "index.cmp"
    pred = prop_def(IndexCmpPredicateAttr)
    lhs = operand_def(IndexType)
    rhs = operand_def(IndexType)
    result = result_def(i1)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pred = IndexCmpPredicateAttr(IndexCmpPredicateAttr.parse_parameter(parser))
        parser.parse_punctuation("(")
        a = parser.parse_operand()
        parser.parse_punctuation(",")
        b = parser.parse_operand()
        parser.parse_punctuation(")")
        attrs = parser.parse_optional_attr_dict()
        op = cls.build(operands=[a, b], result_types=[i1], properties={"pred": pred})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.pred.data.value}(")
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_operand(self.rhs)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class SizeOfOp(IRDLOperation):
    name = "index.sizeof"
    result = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict"


class _Constant(IRDLOperation):
    """`index.constant 42` / `index.bool.constant true`: `attr-dict $value`."""

    traits = traits_def(ConstantLike(), Pure())

    @classmethod
    def _parse_value(cls, parser: Parser) -> IntegerAttr:
        raise NotImplementedError

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attrs = parser.parse_optional_attr_dict()
        value = cls._parse_value(parser)
        op = cls.build(result_types=[value.type], properties={"value": value})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        value = self.properties["value"]
        if isinstance(value, IntegerAttr):
            n = value.value.data
            printer.print_string(" " + (("true" if n else "false") if value.type == i1 else str(n)))


@irdl_op_definition
class ConstantOp(_Constant):
    name = "index.constant"
    value = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    @classmethod
    def _parse_value(cls, parser: Parser) -> IntegerAttr:
        return IntegerAttr(parser.parse_integer(allow_boolean=False), IndexType())


@irdl_op_definition
class BoolConstantOp(_Constant):
    name = "index.bool.constant"
    value = prop_def(BoolAttr)
    result = result_def(i1)
    @classmethod
    def _parse_value(cls, parser: Parser) -> IntegerAttr:
        return IntegerAttr(1 if parser.parse_boolean() else 0, i1)


OPS = [*BINARY, CastSOp, CastUOp, CmpOp, SizeOfOp, ConstantOp, BoolConstantOp]


def index_dialect() -> Dialect:
    return Dialect("index", OPS, [IndexCmpPredicateAttr])
