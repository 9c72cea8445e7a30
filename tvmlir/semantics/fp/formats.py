"""Exact facts about IEEE-754 formats, computed in Python on constants.

Why in Python: the abstract encoding needs, for every FP constant, facts
that are cheap to compute exactly here and expensive (or impossible) to ask
the solver: which special value it is, whether it is exactly representable
in a narrower format, and how IEEE round-to-nearest-even and
round-toward-zero place it there.  Constants arrive as Python floats (an
f64 holds every f16, bf16 and f32 value exactly), and rounding is done with
exact rational arithmetic, so the facts are right for every format.
"""

from __future__ import annotations

import functools
import math
from fractions import Fraction

from tvmlir.tv_dialect.abstract_float import IEEE_FORMATS, IEEEFormat, ieee_format_of

__all__ = [
    "FORMATS_BY_NAME",
    "IEEEFormat",
    "fmax",
    "ieee_format_of",
    "round_to",
    "special_kind",
]

FORMATS_BY_NAME: dict[str, IEEEFormat] = {f.name: f for f in IEEE_FORMATS.values()}


def _emax(fmt: IEEEFormat) -> int:
    return (1 << (fmt.exponent_bits - 1)) - 1


def fmax(fmt: IEEEFormat) -> float:
    """The largest finite value of `fmt`."""
    s = fmt.significand_bits
    return math.ldexp(float((1 << (s + 1)) - 1), _emax(fmt) - s)


def round_to(value: float, fmt: IEEEFormat, nearest: bool = True) -> float:
    """`value` rounded into `fmt`: to nearest, ties to even (IEEE's default,
    overflowing to +-inf), or toward zero (the magnitude "floor", saturating
    at +-fmax).  NaN, infinities and zeros are returned unchanged."""
    if value == 0 or math.isnan(value) or math.isinf(value):
        return value
    return _round_finite(value, fmt, nearest)


# Memoized: the same constants are rounded again and again (counting,
# layout, encoding).  Only non-zero finite values reach the cache: `0.0 ==
# -0.0` with equal hashes, so caching zeros would lose their sign.
@functools.lru_cache(maxsize=4096)
def _round_finite(value: float, fmt: IEEEFormat, nearest: bool) -> float:
    s = fmt.significand_bits
    emin = 1 - _emax(fmt)
    mag = abs(value)
    exponent = max(math.frexp(mag)[1] - 1, emin)
    if exponent > _emax(fmt):
        return math.copysign(math.inf if nearest else fmax(fmt), value)
    quantum = exponent - s  # the ulp of `mag` in fmt is 2**quantum
    scaled = Fraction(mag) / Fraction(2) ** quantum
    units = math.floor(scaled)
    if nearest:
        rest = scaled - units
        if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and units % 2 == 1):
            units += 1
    rounded = math.ldexp(float(units), quantum)
    top = fmax(fmt)
    if rounded > top:
        rounded = math.inf if nearest else top
    return math.copysign(rounded, value)


def special_kind(value: float, fmt: IEEEFormat) -> str | None:
    """Which of the values with a fixed abstract encoding `|value|` is in
    `fmt`: "nan", "inf", "zero", "one", "fmax"; None for any other value."""
    if math.isnan(value):
        return "nan"
    mag = abs(value)
    if mag == math.inf:
        return "inf"
    if mag == 0:
        return "zero"
    if mag == 1:
        return "one"
    if mag == fmax(fmt):
        return "fmax"
    return None
