"""`IEEEFP`: exact IEEE-754 floats with z3's FPA theory (`--fp=ieee`).

Rounding is round-to-nearest-even everywhere except the conversions to
integers (toward zero, as fptosi/fptoui).  What FPA has no operation for
(`pow`, the transcendental `math` functions) is an uninterpreted function
with the same special values as in `AbstractFP` (`math_pins`).  `arith.remf`
is C's fmod, built exactly from FPA's IEEE remainder.
"""

from __future__ import annotations

import math

import z3

from tvmlir.semantics.fp import describe
from tvmlir.semantics.fp.formats import IEEEFormat
from tvmlir.semantics.fp.model import FPModel
from tvmlir.semantics.fp.terms import and_, ite, not_, or_

_RNE = z3.RNE()
_RTZ = z3.RTZ()
_EXACT_ROUNDING = {"floor": z3.RTN(), "ceil": z3.RTP(), "trunc": _RTZ, "round": z3.RNA(), "roundeven": _RNE}


class IEEEFP(FPModel):
    name = "ieee"

    def __init__(self) -> None:
        super().__init__()
        self._sorts: dict[str, z3.FPSortRef] = {}
        self._ufs: dict[tuple[str, str], z3.FuncDeclRef] = {}

    def sort(self, fmt: IEEEFormat) -> z3.FPSortRef:
        s = self._sorts.get(fmt.name)
        if s is None:
            s = self._sorts[fmt.name] = z3.FPSort(fmt.exponent_bits, fmt.significand_bits + 1)
        return s

    def _uf(self, name: str, fmt: IEEEFormat, arity: int) -> z3.FuncDeclRef:
        decl = self._ufs.get((name, fmt.name))
        if decl is None:
            s = self.sort(fmt)
            decl = z3.Function(f"ieee.{name}.{fmt.name}", *([s] * (arity + 1)))
            self._ufs[(name, fmt.name)] = decl
        return decl

    def fresh(self, name, fmt):
        return z3.FP(name, self.sort(fmt))

    def constant(self, value, fmt):
        s = self.sort(fmt)
        if math.isnan(value):
            return z3.fpNaN(s)
        if math.isinf(value):
            return z3.fpPlusInfinity(s) if value > 0 else z3.fpMinusInfinity(s)
        if value == 0:
            return z3.fpMinusZero(s) if math.copysign(1.0, value) < 0 else z3.fpPlusZero(s)
        return z3.FPVal(value, None, s)

    def same(self, x, y, fmt):
        return x == y

    def describe(self, model, term, fmt):
        """The IEEE value: `1.5`, `-0.0`, `inf`, `NaN`."""
        return describe.ieee_value(model, term, fmt)

    def is_nan(self, x, fmt):
        return z3.fpIsNaN(x)

    def is_inf(self, x, fmt):
        return z3.fpIsInf(x)

    def is_zero(self, x, fmt):
        return z3.fpIsZero(x)

    def is_negative(self, x, fmt):
        return z3.fpIsNegative(x)

    def neg(self, x, fmt):
        return z3.fpNeg(x)

    def abs(self, x, fmt):
        return z3.fpAbs(x)

    def relation(self, rel, x, y, fmt):
        if rel == "eq":
            return z3.fpEQ(x, y)
        if rel == "ne":
            return not_(z3.fpEQ(x, y))
        if rel == "lt":
            return z3.fpLT(x, y)
        if rel == "le":
            return z3.fpLEQ(x, y)
        if rel == "gt":
            return z3.fpGT(x, y)
        return z3.fpGEQ(x, y)

    def add_terms(self, x, y, fmt):
        return z3.fpAdd(_RNE, x, y)

    def sub(self, x, y, fmt):
        return z3.fpSub(_RNE, x, y)

    def mul_terms(self, x, y, fmt):
        return z3.fpMul(_RNE, x, y)

    def div(self, x, y, fmt):
        return z3.fpDiv(_RNE, x, y)

    def rem(self, x, y, fmt):
        """fmod from the IEEE remainder r = x - n*y (n nearest to x/y): when r
        is non-zero with the sign opposite to x, fmod is r + |y| * sign(x),
        which is exactly representable, so the FPA addition is exact."""
        r = z3.fpRem(x, y)
        flips = and_(
            not_(z3.fpIsNaN(r)),
            not_(z3.fpIsZero(r)),
            z3.fpIsNegative(r) != z3.fpIsNegative(x),
        )
        towards_x = ite(z3.fpIsNegative(x), z3.fpNeg(z3.fpAbs(y)), z3.fpAbs(y))
        return ite(flips, z3.fpAdd(_RNE, r, towards_x), r)

    def fma(self, a, b, c, fmt):
        return z3.fpFMA(_RNE, a, b, c)

    def pow(self, x, y, fmt):
        one = self.constant(1.0, fmt)
        return ite(
            or_(z3.fpIsZero(y), x == one),
            one,
            ite(
                or_(z3.fpIsNaN(x), z3.fpIsNaN(y)),
                self.nan(fmt),
                ite(y == one, x, self._uf("pow", fmt, 2)(x, y)),
            ),
        )

    def cast(self, x, src, dst):
        if src.name == dst.name:
            return x
        return z3.fpFPToFP(_RNE, x, self.sort(dst))

    def int_to_fp(self, v, signed, dst):
        if signed:
            return z3.fpSignedToFP(_RNE, v, self.sort(dst))
        return z3.fpUnsignedToFP(_RNE, v, self.sort(dst))

    def fp_to_int(self, x, signed, width, src):
        s = z3.BitVecSort(width)
        value = z3.fpToSBV(_RTZ, x, s) if signed else z3.fpToUBV(_RTZ, x, s)
        whole = z3.fpRoundToIntegral(_RTZ, x)
        if signed:
            low, high = -(2.0 ** (width - 1)), 2.0 ** (width - 1)
        else:
            low, high = 0.0, 2.0**width
        out_of_range = or_(
            z3.fpLT(whole, self.constant(low, src)), z3.fpGEQ(whole, self.constant(high, src))
        )
        poison = or_(z3.fpIsNaN(x), z3.fpIsInf(x), out_of_range)
        return value, poison

    def math_function(self, fn, x, fmt):
        if fn == "sqrt":
            return z3.fpSqrt(_RNE, x)
        if fn in _EXACT_ROUNDING:
            return z3.fpRoundToIntegral(_EXACT_ROUNDING[fn], x)
        return self.pinned(fn, x, fmt, self._uf(fn, fmt, 1)(x))
