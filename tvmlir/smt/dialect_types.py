"""The sorts of tvmlir's SMT-level IR.

xDSL 0.74's `smt` dialect has three types: `!smt.bool`, `!smt.bv<N>` and
`!smt.func<...>`, the last one with Bool/BitVec domains and range only.
The queries tvmlir solves also use arrays (tensors, memory), integers
(sizes), uninterpreted sorts, and IEEE floating point (`--fp=ieee`), and
apply uninterpreted functions to arrays (the `sum` UF of a reduction).  So:

* `!smt.bool` and `!smt.bv<N>` are xDSL's, used as they are;
* `!smt.int`, `!smt.array<[D -> R]>`, `!smt.sort<"name">` and a wider
  `!smt.func<(D...) R>` are upstream MLIR's `smt` types, with upstream's
  syntax, defined here;
* `!smtx.fp<E, S>` (the SMT-LIB `(_ FloatingPoint E S)` sort) and
  `!smtx.rm` (`RoundingMode`) have no upstream counterpart: they live in the
  `smtx` extension dialect.

`SORT` is the constraint "any SMT value sort" (upstream's
`AnyNonFuncSMTType`) that every op of both dialects uses.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, IntAttr, StringAttr
from xdsl.dialects.smt import BitVectorType, BoolType
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, irdl_to_attr_constraint
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@irdl_attr_definition
class IntType(ParametrizedAttribute, TypeAttribute):
    """The unbounded `Int` sort of SMT-LIB's Ints theory (upstream `!smt.int`)."""

    name = "smt.int"


@irdl_attr_definition
class ArrayType(ParametrizedAttribute, TypeAttribute):
    """The `(Array D R)` sort of SMT-LIB's ArraysEx theory, written
    `!smt.array<[D -> R]>` as upstream does.  Arrays of arrays are arrays
    whose range is an array.  Only one index sort: SMT-LIB (and cvc5) have
    no multi-index arrays, so z3's `(Array D1 D2 R)` is not representable.
    """

    name = "smt.array"

    domain: Attribute
    range: Attribute

    def __init__(self, domain: Attribute, range: Attribute):
        super().__init__(domain, range)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            parser.parse_punctuation("[")
            domain = parser.parse_type()
            parser.parse_punctuation("->")
            range_ = parser.parse_type()
            parser.parse_punctuation("]")
        return (domain, range_)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<[")
        printer.print_attribute(self.domain)
        printer.print_string(" -> ")
        printer.print_attribute(self.range)
        printer.print_string("]>")

    def verify(self) -> None:
        for what, sort in (("domain", self.domain), ("range", self.range)):
            if not is_value_sort(sort):
                raise VerifyException(
                    f"!smt.array {what} must be an SMT value sort, got {sort}"
                )


@irdl_attr_definition
class SortType(ParametrizedAttribute, TypeAttribute):
    """An uninterpreted sort, `!smt.sort<"name">` or
    `!smt.sort<"name"[!smt.bool]>` with sort parameters (upstream syntax).
    Printing it implies a `declare-sort` with as many parameters."""

    name = "smt.sort"

    identifier: StringAttr
    params: ArrayAttr[Attribute]

    def __init__(self, identifier: str | StringAttr, params: Sequence[Attribute] = ()):
        if isinstance(identifier, str):
            identifier = StringAttr(identifier)
        super().__init__(identifier, ArrayAttr(params))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            identifier = parser.parse_str_literal()
            params: list[Attribute] = []
            if parser.parse_optional_punctuation("[") is not None:
                params = parser.parse_comma_separated_list(
                    parser.Delimiter.NONE, parser.parse_type
                )
                parser.parse_punctuation("]")
        return (StringAttr(identifier), ArrayAttr(params))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_string_literal(self.identifier.data)
        if self.params.data:
            printer.print_string("[")
            printer.print_list(self.params.data, printer.print_attribute)
            printer.print_string("]")
        printer.print_string(">")

    def verify(self) -> None:
        if not self.identifier.data:
            raise VerifyException("!smt.sort needs a non-empty name")
        for p in self.params.data:
            if not is_value_sort(p):
                raise VerifyException(
                    f"!smt.sort parameters must be SMT value sorts, got {p}"
                )


@irdl_attr_definition
class FuncType(ParametrizedAttribute, TypeAttribute):
    """The sort of an uninterpreted function, `!smt.func<(D1, D2) R>`.

    Same name and syntax as xDSL's (and upstream's) `!smt.func`, but domain
    and range may be any value sort: tvmlir applies UFs to arrays and floats.
    Functions are first-order: no function sort inside another.
    """

    name = "smt.func"

    domain_types: ArrayAttr[Attribute]
    range_type: Attribute

    def __init__(self, domain_types: Sequence[Attribute], range_type: Attribute):
        super().__init__(ArrayAttr(domain_types), range_type)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            domain = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
            range_ = parser.parse_type()
        return (ArrayAttr(domain), range_)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<(")
        printer.print_list(self.domain_types.data, printer.print_attribute)
        printer.print_string(") ")
        printer.print_attribute(self.range_type)
        printer.print_string(">")

    def verify(self) -> None:
        for sort in (*self.domain_types.data, self.range_type):
            if not is_value_sort(sort):
                raise VerifyException(
                    f"!smt.func domain and range must be SMT value sorts, got {sort}"
                )


@irdl_attr_definition
class FloatType(ParametrizedAttribute, TypeAttribute):
    """IEEE-754 binary floating point, SMT-LIB's `(_ FloatingPoint E S)`:
    `E` exponent bits, `S` significand bits *including* the hidden bit
    (`!smtx.fp<8, 24>` is Float32).  Upstream's `smt` dialect has no FP."""

    name = "smtx.fp"

    exponent: IntAttr
    significand: IntAttr

    def __init__(self, exponent: int, significand: int):
        super().__init__(IntAttr(exponent), IntAttr(significand))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            e = parser.parse_integer(allow_boolean=False, allow_negative=False)
            parser.parse_punctuation(",")
            s = parser.parse_integer(allow_boolean=False, allow_negative=False)
        return (IntAttr(e), IntAttr(s))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.exponent.data}, {self.significand.data}>")

    def verify(self) -> None:
        # SMT-LIB: eb > 1 and sb > 1.
        if self.exponent.data < 2 or self.significand.data < 2:
            raise VerifyException(
                "!smtx.fp needs at least 2 exponent and 2 significand bits, "
                f"got <{self.exponent.data}, {self.significand.data}>"
            )

    @property
    def width(self) -> int:
        return self.exponent.data + self.significand.data


@irdl_attr_definition
class RoundingModeType(ParametrizedAttribute, TypeAttribute):
    """SMT-LIB's `RoundingMode` sort (FloatingPoint theory)."""

    name = "smtx.rm"


VALUE_SORTS = (
    BoolType,
    BitVectorType,
    IntType,
    ArrayType,
    SortType,
    FloatType,
    RoundingModeType,
)
"""Sorts an SMT term can have (everything but functions)."""

SORT = irdl_to_attr_constraint(
    BoolType
    | BitVectorType
    | IntType
    | ArrayType
    | SortType
    | FloatType
    | RoundingModeType
)
"""Constraint: any SMT value sort (upstream's `AnyNonFuncSMTType`)."""


def is_value_sort(attr: Attribute) -> bool:
    return isinstance(attr, VALUE_SORTS)
