"""Casts between abstract formats (extf, truncf, tv.fcast).

Within a chain (see `abstract_layout`) casts are precise about what IEEE
round-to-nearest-even decides exactly:

* widening copies the magnitude into the truncated bits and zeroes the
  limit and precision bits (infinity and NaN map to their codes), so
  `truncf (extf x) = x` and comparisons survive `extf`;
* narrowing gives NaN for NaN, +-inf when a limit field on the way is
  non-zero, the truncated bits when every precision field is zero (an exact
  value), and otherwise the truncated bits or their successor, chosen by a
  UF of the magnitude (the rounding direction; a function of the magnitude
  only, since RNE is symmetric).  A rounded-up fmax becomes infinity.

Casts that leave the chain go through a UF on magnitudes that keeps the
sign, zeros, 1.0, infinities and NaN, and never yields NaN otherwise: all
IEEE-true, nothing more.
"""

from __future__ import annotations

from collections.abc import Callable

import z3

from tvmlir.semantics.fp.abstract_layout import Layout
from tvmlir.semantics.fp.terms import and_, ite, or_

UFGetter = Callable[[str, Layout, Layout], z3.FuncDeclRef]


def cast(x: z3.BitVecRef, src: Layout, dst: Layout, uf: UFGetter) -> z3.BitVecRef:
    if src is dst:
        return x
    if dst in src.below():
        return _narrow(x, src, dst, uf("round_up", src, dst))
    if src in dst.below():
        return _widen(x, src, dst)
    return _loose(x, src, dst, uf("cast", src, dst))


def _widen(x: z3.BitVecRef, src: Layout, dst: Layout) -> z3.BitVecRef:
    limit_bits = precision_bits = 0
    layout = dst
    while layout is not src:
        limit_bits += layout.limit_bits
        precision_bits += layout.precision_bits
        layout = layout.parent
    mag = src.mag(x)
    wide = z3.Concat(z3.BitVecVal(0, limit_bits), mag, z3.BitVecVal(0, precision_bits))
    special = ite(mag == src.m_nan, dst.m_nan, dst.m_inf)
    return dst.value(src.sign(x), ite(z3.UGE(mag, src.m_inf), special, wide))


def _narrow(x: z3.BitVecRef, src: Layout, dst: Layout, round_up: z3.FuncDeclRef) -> z3.BitVecRef:
    mag = src.mag(x)
    overflow, inexact = [], []
    field, layout = mag, src
    while layout is not dst:
        overflow.append(layout.limit(field) != 0)
        inexact.append(layout.precision(field) != 0)
        field = layout.truncated(field)
        layout = layout.parent
    rounded = ite(and_(or_(*inexact), round_up(mag)), field + 1, field)
    too_big = or_(*overflow, z3.UGE(rounded, dst.m_inf))
    result = dst.value(src.sign(x), ite(too_big, dst.m_inf, rounded))
    return ite(mag == src.m_nan, dst.nan, result)


def _loose(x: z3.BitVecRef, src: Layout, dst: Layout, convert: z3.FuncDeclRef) -> z3.BitVecRef:
    mag = src.mag(x)
    other = convert(mag)
    other = ite(other == dst.m_nan, dst.m_inf, other)
    out = ite(
        mag == src.m_zero,
        dst.m_zero,
        ite(
            mag == src.m_one,
            dst.m_one,
            ite(mag == src.m_inf, dst.m_inf, ite(mag == src.m_nan, dst.m_nan, other)),
        ),
    )
    return dst.value(src.sign(x), out)
