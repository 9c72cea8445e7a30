"""`!tv.afloat<F>`: an abstract floating-point number of IEEE format F.

Why a separate type: mlir-tv (CAV'22, section 4.1) shows that most tensor
transformations do not depend on the exact IEEE-754 arithmetic, and that an
SMT encoding with bit-blasted FPA is an order of magnitude slower than one
where a float is a small bit-vector and `+ - * /` are uninterpreted
functions.  Giving the abstraction its own type makes the choice visible in
the IR: `--abstract-fp` rewrites `arith` float ops into `tv` ops on this type,
and every later stage (encoding, counting the bit width) can see exactly which
values are abstract.

The encoding the type stands for (used by `semantics/`, fixed here so that all
passes agree):

* a value is the bit-vector `sign | magnitude`; the sign is the most
  significant bit;
* magnitudes are ordered like the absolute values they stand for, so `<`,
  `abs` and `neg` are exact;
* the all-ones magnitude with low bit 0 is infinity, with low bit 1 NaN:
  one NaN per sign;
* the magnitude splits into limit | truncated | precision bits, which makes
  casts to narrower formats precise about overflow and exactness;
* the width is not part of the type: it is chosen per validation query from
  the number of FP values both functions can observe (mlir-tv section 4.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class IEEEFormat:
    """Widths of an IEEE-754 binary format, needed to place casts (limit /
    truncated / precision bits) and to build `--fp=ieee` sorts."""

    name: str
    exponent_bits: int
    significand_bits: int  # without the implicit bit

    @property
    def total_bits(self) -> int:
        return 1 + self.exponent_bits + self.significand_bits


IEEE_FORMATS: dict[type[Attribute], IEEEFormat] = {
    Float16Type: IEEEFormat("f16", 5, 10),
    BFloat16Type: IEEEFormat("bf16", 8, 7),
    Float32Type: IEEEFormat("f32", 8, 23),
    Float64Type: IEEEFormat("f64", 11, 52),
}


def ieee_format_of(float_type: Attribute) -> IEEEFormat | None:
    """The IEEE format of a builtin float type, or None if tvmlir does not
    model it (f8 variants, f80, f128, tf32)."""
    return IEEE_FORMATS.get(type(float_type))


@irdl_attr_definition
class AbstractFloatType(ParametrizedAttribute, TypeAttribute):
    """An abstract float standing for values of the IEEE format `format`.

    Syntax: `!tv.afloat<f32>` (also f16, bf16, f64).
    """

    name = "tv.afloat"

    format: Attribute

    def __init__(self, format: Attribute):
        super().__init__(format)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            fmt = parser.parse_type()
        return (fmt,)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.format)
        printer.print_string(">")

    def verify(self) -> None:
        if ieee_format_of(self.format) is None:
            raise VerifyException(
                f"!tv.afloat expects one of f16, bf16, f32, f64 as its format, "
                f"got {self.format}"
            )

    @property
    def ieee(self) -> IEEEFormat:
        fmt = ieee_format_of(self.format)
        assert fmt is not None, "verified at construction"
        return fmt
