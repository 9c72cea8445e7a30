"""The linalg ops of MLIR 19 that are not OpDSL named ops, in MLIR's syntax:
`linalg.map`, `linalg.reduce` (both with their short form `{ arith.addf }`),
`linalg.softmax` and the three Winograd transforms (`LinalgOps.td`,
`LinalgOps.cpp`).

Why: MLIR's tests and passes write them (`linalg.map { math.absf }`;
softmax comes from torch and TOSA lowerings; the Winograd ops from
`transform.structured.winograd_conv2d`).  xDSL 0.74 has `linalg.reduce`
in its long form only and lacks the others.  The short form names a
payload op; its body is built as MLIR builds it (`addBodyWithPayloadOp`:
the block's arguments are the operands' elements, the init first for a
reduce, the payload's result yielded).  Printing uses the long form,
which MLIR reads too.  tv-check and `--verify` give `linalg.reduce` its
meaning; the others are reported unsupported at the op.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar, Self

from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, MemRefType, TensorType, i64
from xdsl.dialects.linalg import ops as xlinalg
from xdsl.ir import Attribute, Block, OpTraits, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    OpDef,
    region_def,
    result_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


def _element(t: Attribute) -> Attribute:
    return t.get_element_type() if isinstance(t, TensorType | MemRefType) else t


def _operand_group(parser: Parser, keyword: str, optional: bool = False):
    pos = parser.pos
    if optional:
        if not parser.parse_optional_keyword(keyword):
            return []
    else:
        parser.parse_keyword(keyword)
    parser.parse_punctuation("(")
    names = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    if len(names) != len(types):
        parser.raise_error(f"expected {len(names)} types in '{keyword}'", pos, parser.pos)
    return parser.resolve_operands(names, types, pos)


def _print_group(printer: Printer, keyword: str, values) -> None:
    printer.print_string(f" {keyword}(")
    printer.print_list(values, printer.print_operand)
    printer.print_string(" : ")
    printer.print_list([v.type for v in values], printer.print_attribute)
    printer.print_string(")")


def _parse_short_form(parser: Parser):
    """`{ payload.op {attrs}? }` before `ins`: (op name, attributes), or None."""
    if parser.parse_optional_punctuation("{") is None:
        return None
    pos = parser.pos
    name = parser.parse_identifier(" (the payload op of the short form)")
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation("}")
    return name, attrs, pos


def _payload_body(parser: Parser, short, operands, result_type: Attribute, init_first: bool) -> Region:
    """MLIR's `addBodyWithPayloadOp`: one block argument per operand."""
    name, attrs, pos = short
    op_type = parser.ctx.get_optional_op(name)
    if op_type is None:
        parser.raise_error(f"unknown payload operation '{name}'", pos, pos + len(name))
    block = Block(arg_types=[_element(v.type) for v in operands])
    args = list(block.args)
    payload_args = [args[-1], *args[:-1]] if init_first else args
    definition = getattr(op_type, "get_irdl_definition", None)
    props = {}
    if definition is not None:
        known = definition().properties
        props = {k: v for k, v in attrs.items() if k in known}
        attrs = {k: v for k, v in attrs.items() if k not in known}
    payload = op_type.create(
        operands=payload_args, result_types=[_element(result_type)], properties=props, attributes=attrs
    )
    block.add_op(payload)
    block.add_op(xlinalg.YieldOp(*payload.results))
    return Region(block)


def _long_form_body(parser: Parser) -> Region:
    args = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=True))
    return parser.parse_region(args)


def _print_long_body(printer: Printer, region: Region) -> None:
    printer.print_string(" (")
    printer.print_list(region.block.args, printer.print_block_argument)
    printer.print_string(") ")
    printer.print_region(region, print_entry_block_args=False)


@irdl_op_definition
class MapOp(IRDLOperation):
    """`linalg.map { arith.addf } ins(%a, %b : A, B) outs(%c : C)` or with a
    body `(%x: f32, %y: f32) { ... linalg.yield %r : f32 }`: `c[i] =
    body(a[i], b[i])` (the init is not an argument of the body)."""

    name = "linalg.map"
    inputs = var_operand_def()
    init = operand_def()
    result = var_result_def()
    mapper = region_def("single_block")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        short = _parse_short_form(parser)
        inputs = _operand_group(parser, "ins", optional=True)
        outs = _operand_group(parser, "outs")
        if len(outs) != 1:
            parser.raise_error("expected one 'outs' operand")
        attrs = parser.parse_optional_attr_dict()
        if short is not None:  # the mapper takes the inputs only (not the init)
            body = _payload_body(parser, short, inputs, outs[0].type, init_first=False)
        else:
            body = _long_form_body(parser)
        results = [outs[0].type] if isinstance(outs[0].type, TensorType) else []
        op = cls.build(operands=[inputs, outs[0]], result_types=[results], regions=[body])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.inputs:
            _print_group(printer, "ins", list(self.inputs))
        _print_group(printer, "outs", [self.init])
        printer.print_op_attributes(self.attributes)
        _print_long_body(printer, self.mapper)

    def verify_(self) -> None:
        args = self.mapper.block.args
        if len(args) != len(self.inputs):
            raise VerifyException(
                "expects number of operands to match the arity of mapper, but got: "
                f"{len(self.inputs)} and {len(args)}"
            )
        for arg, v in zip(args, self.inputs):
            if arg.type != _element(v.type):
                raise VerifyException(f"expected element type of input {_element(v.type)} to match bbArg type {arg.type}")
        shape = list(self.init.type.get_shape())
        for v in self.inputs:
            if list(v.type.get_shape()) != shape:
                raise VerifyException("expected shape of input to match shape of output")


class ReduceOp(xlinalg.ReduceOp):
    """xDSL's `linalg.reduce` (its IRDL definition: one input, one init),
    also read in MLIR's short form `linalg.reduce { arith.addf } ins(..)
    outs(..) dimensions = [1]`, whose payload takes the init first."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        short = _parse_short_form(parser)
        inputs = _operand_group(parser, "ins")
        outs = _operand_group(parser, "outs")
        if len(inputs) != 1 or len(outs) != 1:
            parser.raise_error("tvmlir reads linalg.reduce with one input and one init")
        parser.parse_keyword("dimensions")
        parser.parse_punctuation("=")
        dims = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_integer)
        attrs = parser.parse_optional_attr_dict()
        if short is not None:
            body = _payload_body(parser, short, [*inputs, *outs], outs[0].type, init_first=True)
        else:
            body = _long_form_body(parser)
        op = cls(inputs[0], outs[0], DenseArrayBase.from_list(i64, dims), body)
        op.attributes |= attrs
        return op


class _InsOutsOp(IRDLOperation):
    """`attr-dict KEYWORD(int)... ins(%x : T) outs(%y : U) -> R`: softmax
    and the Winograd transforms, whose integer properties MLIR prints bare."""

    KEYWORDS: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attrs = parser.parse_optional_attr_dict()
        props = {}
        for keyword in cls.KEYWORDS:
            parser.parse_keyword(keyword)
            parser.parse_punctuation("(")
            props[keyword] = IntegerAttr(parser.parse_integer(allow_boolean=False), i64)
            parser.parse_punctuation(")")
        (x,) = _operand_group(parser, "ins")
        (y,) = _operand_group(parser, "outs")
        results = []
        if parser.parse_optional_punctuation("->") is not None:
            results = [parser.parse_type()]
        op = cls.build(operands=[x, y], result_types=[results], properties=props)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        for keyword in self.KEYWORDS:
            printer.print_string(f" {keyword}({self.properties[keyword].value.data})")  # type: ignore[attr-defined]
        x, y = self.operands
        _print_group(printer, "ins", [x])
        _print_group(printer, "outs", [y])
        if self.results:
            printer.print_string(" -> ")
            printer.print_attribute(self.results[0].type)


@irdl_op_definition
class SoftmaxOp(_InsOutsOp):
    """`softmax(input)` along `dimension`, written into `output`."""

    name = "linalg.softmax"
    KEYWORDS: ClassVar[tuple[str, ...]] = ("dimension",)
    input = operand_def(TensorType | MemRefType)
    output = operand_def(TensorType | MemRefType)
    dimension = prop_def(IntegerAttr)
    result = var_result_def(TensorType)

    def verify_(self) -> None:
        a, b = self.input.type, self.output.type
        if a.get_element_type() != b.get_element_type():
            raise VerifyException("failed to verify that input and output have same element type")
        # MLIR's verifyCompatibleShape: a dynamic extent matches any.
        if len(a.get_shape()) != len(b.get_shape()) or any(
            x != y and x >= 0 and y >= 0 for x, y in zip(a.get_shape(), b.get_shape())
        ):
            raise VerifyException("incompatible output shape")
        if not 0 <= self.dimension.value.data < len(a.get_shape()):
            raise VerifyException("incorrect dimension specified")


def _winograd(op_name: str, operand: str) -> type[_InsOutsOp]:
    cls = type(
        "".join(p.capitalize() for p in op_name.split("_")) + "Op",
        (_InsOutsOp,),
        {
            "name": f"linalg.{op_name}",
            "KEYWORDS": ("m", "r"),
            "__annotations__": {"KEYWORDS": ClassVar[tuple[str, ...]]},
            operand: operand_def(TensorType),
            "output": operand_def(TensorType),
            "m": prop_def(IntegerAttr),
            "r": prop_def(IntegerAttr),
            "result": result_def(TensorType),
            "__doc__": f"`linalg.{op_name}` (Winograd F(m, r)); no semantics in tvmlir.",
        },
    )
    return irdl_op_definition(cls)


WinogradFilterTransformOp = _winograd("winograd_filter_transform", "filter")
WinogradInputTransformOp = _winograd("winograd_input_transform", "input")
WinogradOutputTransformOp = _winograd("winograd_output_transform", "value")

class IndexOp(xlinalg.IndexOp):
    """`linalg.index N : index` inside any structured linalg op, as MLIR 19
    verifies it (`IndexOp::verify`: "expected parent op with LinalgOp
    interface", and `dim` below its number of loops).  xDSL 0.74 allows
    only `linalg.generic` as its parent, and so refused the `linalg.map`
    that One-Shot Bufferize makes of a `tensor.generate`
    (Dialect/Tensor/bufferize.mlir @tensor.generate)."""

    name = "linalg.index"

    traits = OpTraits(lambda: ())  # xDSL's HasParent(GenericOp), replaced by the check in verify_

    @classmethod
    def get_irdl_definition(cls) -> OpDef:
        return _INDEX_DEF

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is None or not parent.name.startswith("linalg.") or not parent.regions:
            raise VerifyException("expected parent op with LinalgOp interface")
        loops = _loop_count(parent)
        if loops is not None and self.dim.value.data >= loops:
            raise VerifyException(
                f"expected dim ({self.dim.value.data}) to be lower than the number of loops ({loops}) of the "
                "enclosing LinalgOp"
            )


_INDEX_DEF = dataclasses.replace(xlinalg.IndexOp.get_irdl_definition(), traits=OpTraits(lambda: ()))


def _loop_count(op: IRDLOperation) -> int | None:
    """The number of loops of a structured op, where tvmlir can tell: the
    iterator types of a generic, the init's rank for a map, the input's for
    a reduce; None otherwise (the named ops' bodies take no index)."""
    if op.name == "linalg.generic":
        return len(op.iterator_types.data)  # type: ignore[attr-defined]
    if op.name in ("linalg.map", "linalg.reduce"):
        shaped = op.operands[-1] if op.name == "linalg.map" else op.operands[0]
        t = shaped.type
        return len(t.get_shape()) if isinstance(t, TensorType | MemRefType) else None
    return None


OPS: list[type[IRDLOperation]] = [
    IndexOp, MapOp, ReduceOp, SoftmaxOp, WinogradFilterTransformOp, WinogradInputTransformOp, WinogradOutputTransformOp,
]
