"""`linalg` as MLIR writes it, where xDSL 0.74 is narrower.

* `linalg.generic #trait ins(...) outs(...)`: the trait dictionary given by
  an attribute alias (MLIR's own tests and the mlir-tv corpus write this),
  and `-> (t1, t2)` for several results.
* named ops xDSL does not define (`linalg.dot`, `linalg.matvec`,
  `linalg.batch_matmul`, depthwise convolutions, the NHWC poolings, more
  elementwise ops): `NamedStructuredOp`, with MLIR's syntax.  They carry no
  body region; `tvmlir.semantics.linalg` gives each its meaning directly.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DictionaryAttr,
    ShapedType,
    StringAttr,
    TensorType,
)
from xdsl.dialects.linalg import GenericOp as _GenericOp
from xdsl.dialects.linalg import IteratorType, IteratorTypeAttr
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import MLIRTokenKind


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


@irdl_op_definition
class GenericOp(_GenericOp):
    """xDSL's `linalg.generic`, also parsing a trait given as an alias."""

    inputs = var_operand_def()
    outputs = var_operand_def(ShapedType)
    res = var_result_def(TensorType)
    body = region_def("single_block")
    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    iterator_types = prop_def(ArrayAttr[IteratorTypeAttr])
    doc = opt_prop_def(StringAttr)
    library_call = opt_prop_def(StringAttr)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        if parser._current_token.kind == MLIRTokenKind.HASH_IDENT:
            trait = parser.parse_attribute()
            if not isinstance(trait, DictionaryAttr):
                parser.raise_error("expected the linalg.generic trait dictionary", start, parser.pos)
            attrs = dict(trait.data)
        else:
            attrs = parser.parse_optional_attr_dict()
        end = parser.pos
        maps = attrs.pop("indexing_maps", None)
        iterators = attrs.pop("iterator_types", None)
        if not isinstance(maps, ArrayAttr):
            parser.raise_error("Expected indexing_maps for linalg.generic", start, end)
        if not isinstance(iterators, ArrayAttr):
            parser.raise_error("Expected iterator_types for linalg.generic", start, end)
        kinds = []
        for it in iterators.data:
            if isinstance(it, IteratorTypeAttr):
                kinds.append(it)
            elif isinstance(it, StringAttr) and it.data in {k.value for k in IteratorType}:
                kinds.append(IteratorTypeAttr(IteratorType(it.data)))
            else:
                parser.raise_error(f"unknown iterator type {it}", start, end)
        doc = attrs.pop("doc", None)
        library_call = attrs.pop("library_call", None)
        ins = _parse_operand_group(parser, "ins")
        outs = _parse_operand_group(parser, "outs")
        if parser.parse_optional_keyword("attrs"):
            parser.parse_punctuation("=")
            attrs |= parser.expect(parser.parse_optional_attr_dict, "expect extra attributes")
        body = parser.parse_region()
        results = _parse_result_types(parser)
        op = cls(ins, outs, body, maps, kinds, results, doc, library_call)
        op.attributes |= attrs
        return op


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
    "dot", "matvec", "vecmat", "batch_matmul", "batch_matvec",
    "matmul_transpose_a", "matmul_transpose_b",
    "conv_1d", "conv_2d", "conv_1d_nwc_wcf", "conv_2d_nchw_fchw_q",
    "depthwise_conv_1d_nwc_wc", "depthwise_conv_2d_nhwc_hwc",
    "depthwise_conv_2d_nchw_chw", "depthwise_conv_2d_nhwc_hwcm",
    "pooling_nhwc_max", "pooling_nhwc_sum", "pooling_nhwc_min",
    "pooling_nhwc_max_unsigned", "pooling_nhwc_min_unsigned",
    "pooling_nchw_sum",
    "div", "div_unsigned", "abs", "negf", "floor", "ceil", "reciprocal",
    "square", "tanh", "erf", "rsqrt", "powf", "elemwise_unary", "elemwise_binary",
)  # fmt: skip


def _make(short: str) -> type[NamedStructuredOp]:
    pyname = "".join(p.capitalize() for p in short.split("_")) + "Op"
    return irdl_op_definition(type(pyname, (NamedStructuredOp,), {"name": f"linalg.{short}"}))


OPS = [GenericOp, *(_make(n) for n in NAMED_OPS)]
