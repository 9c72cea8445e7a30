"""`linalg.generic` as xDSL defines it, with a parser for what it prints.

Why: xDSL 0.74 prints the result types of a multi-result generic in
parentheses, `-> (tensor<4xf32>, tensor<4xf32>)`, as MLIR does, but its
parser reads only `-> t1, t2`; the spec text of such a function would not
parse back.  This subclass reads both forms (and keeps any attribute of
the leading dictionary besides the trait's), and a trait given by an
attribute alias (`linalg.generic #trait ins(...)`); everything else is xDSL's
op, so `isinstance(op, xdsl...GenericOp)` still holds for parsed ops.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, StringAttr
from xdsl.dialects.linalg import ops as xdsl_linalg
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.ir import Attribute, SSAValue
from xdsl.parser import Parser
from xdsl.utils.mlir_lexer import MLIRTokenKind


def _operand_list(parser: Parser, keyword: str) -> Sequence[SSAValue]:
    """`keyword(%a, %b : t1, t2)`, or nothing."""
    start = parser.pos
    if not parser.parse_optional_characters(keyword):
        return ()
    parser.parse_punctuation("(")
    names = parser.parse_comma_separated_list(
        Parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return parser.resolve_operands(names, types, start)


_MLIR_ITERATORS = ("parallel", "reduction", "window")
"""MLIR 19's iterator types, and "window", the third kind MLIR had until
2022 (D121390 removed it): a sequential loop over a convolution or pooling
window.  mlir-tv's corpus still holds IREE outputs of that time; the
semantics reads a window dim as a reduction dim (`semantics.linalg`), the
lowering refuses it."""


def _iterator(parser: Parser, attr: Attribute, start: int) -> IteratorTypeAttr:
    if isinstance(attr, IteratorTypeAttr):
        name = attr.data.value
    else:
        name = attr.data if isinstance(attr, StringAttr) else str(attr)
    if name not in _MLIR_ITERATORS:
        parser.raise_error(f"unexpected iterator_type ({name})", start, parser.pos)
    return IteratorTypeAttr(IteratorType(name))


class GenericOp(xdsl_linalg.GenericOp):
    """xDSL's `linalg.generic`, reading `-> (t1, t2)` (see module doc)."""

    @classmethod
    def parse(cls, parser: Parser) -> GenericOp:
        start = parser.pos
        if parser._current_token.kind == MLIRTokenKind.HASH_IDENT:
            # `linalg.generic #trait ins(...)`: the trait dictionary given
            # by an attribute alias, as MLIR's tests (and mlir-tv's) write.
            trait = parser.parse_attribute()
            if not isinstance(trait, DictionaryAttr):
                parser.raise_error("expected the linalg.generic trait dictionary", start, parser.pos)
            attrs = dict(trait.data)
        else:
            attrs = dict(parser.parse_optional_attr_dict())
        maps = attrs.pop("indexing_maps", None)
        iterators = attrs.pop("iterator_types", None)
        if not isinstance(maps, ArrayAttr) or not isinstance(iterators, ArrayAttr):
            parser.raise_error(
                "expected indexing_maps and iterator_types for linalg.generic",
                start,
                parser.pos,
            )
        iterators = [_iterator(parser, it, start) for it in iterators]
        doc = attrs.pop("doc", None)
        library_call = attrs.pop("library_call", None)
        inputs = _operand_list(parser, "ins")
        outputs = _operand_list(parser, "outs")
        if parser.parse_optional_keyword("attrs"):
            parser.parse_punctuation("=")
            attrs.update(parser.parse_optional_attr_dict())
        body = parser.parse_region()
        results: Sequence[Attribute] = ()
        if parser.parse_optional_punctuation("->"):
            results = parser.parse_optional_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_type
            ) or parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
        generic = cls(
            inputs,
            outputs,
            body,
            maps,  # type: ignore[arg-type]
            iterators,
            results,
            doc,  # type: ignore[arg-type]
            library_call,  # type: ignore[arg-type]
        )
        generic.attributes.update(attrs)
        return generic
