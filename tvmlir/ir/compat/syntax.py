"""Pieces of MLIR's `OpAsmParser` grammar that xDSL 0.74's parser lacks,
shared by the compat ops' custom parsers and printers.

Why a module: several MLIR 19 ops spell the same constructs (an arrow type
list with or without parentheses, a mixed static/dynamic index list, an
inherent attribute written in the attribute dictionary of the custom form)
and each must be read exactly as `mlir-opt-19` reads it.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer


def parse_arrow_type_list(parser: Parser) -> list[Attribute]:
    """After `->`: `T` or `(T, U, ...)` (MLIR's `parseArrowTypeList` /
    `parseFunctionResultTypes`: one type needs no parentheses)."""
    if parser.parse_optional_punctuation("(") is not None:
        if parser.parse_optional_punctuation(")") is not None:
            return []
        types = [parser.parse_type()]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(parser.parse_type())
        parser.parse_punctuation(")")
        return types
    return [parser.parse_type()]


def parse_optional_arrow_type_list(parser: Parser) -> list[Attribute] | None:
    if parser.parse_optional_punctuation("->") is None:
        return None
    return parse_arrow_type_list(parser)


def print_arrow_type_list(printer: Printer, types: Sequence[Attribute]) -> None:
    printer.print_string(" -> (")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")


def parse_mixed_index_list(
    parser: Parser, delimiter: Parser.Delimiter = Parser.Delimiter.SQUARE
) -> tuple[list[UnresolvedOperand], list[int]]:
    """`[%a, 4, %b]` (MLIR's `parseDynamicIndexList`, untyped values):
    the SSA names, and the static list with `DYNAMIC_INDEX` where a value
    stands."""
    names: list[UnresolvedOperand] = []
    static: list[int] = []

    def element() -> None:
        name = parser.parse_optional_unresolved_operand()
        if name is not None:
            names.append(name)
            static.append(DYNAMIC_INDEX)
        else:
            static.append(parser.parse_integer(allow_boolean=False))

    parser.parse_comma_separated_list(delimiter, element)
    return names, static


def print_mixed_index_list(
    printer: Printer,
    values: Sequence[SSAValue],
    static: Sequence[int],
    delimiter: Parser.Delimiter = Parser.Delimiter.SQUARE,
) -> None:
    assert delimiter.value is not None
    printer.print_string(delimiter.value[0])
    it = iter(values)
    for k, s in enumerate(static):
        if k:
            printer.print_string(", ")
        if s == DYNAMIC_INDEX:
            printer.print_ssa_value(next(it))
        else:
            printer.print_string(str(s))
    printer.print_string(delimiter.value[1])


def i64_array(values: Sequence[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, list(values))


def take_inherent(attrs: dict[str, Attribute], names: Sequence[str]) -> dict[str, Attribute]:
    """Moves the inherent attributes `names` that the custom form writes in
    its attribute dictionary (MLIR 19 stores them as properties) out of
    `attrs`, into the returned properties."""
    return {n: attrs.pop(n) for n in names if n in attrs}


def print_attr_dict_with(printer: Printer, op: Operation, inherent: Sequence[str], elided: Sequence[str] = ()) -> None:
    """The attribute dictionary of a custom form: the op's discardable
    attributes and the inherent ones MLIR prints there (`inherent`, from
    the properties), minus `elided`."""
    merged = {n: op.properties[n] for n in inherent if n in op.properties and n not in elided}
    merged |= {k: v for k, v in op.attributes.items() if k not in elided}
    printer.print_op_attributes(merged)
