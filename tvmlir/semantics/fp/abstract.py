"""`AbstractFP`: mlir-tv's abstract floats (CAV'22 sections 4.1, 4.3).

A float is a small bit-vector `sign | magnitude` (`abstract_layout`), with
exact comparisons, `neg` and `abs`, and uninterpreted functions (UFs) for
the arithmetic.  Around every UF, `ite`s pin the results IEEE-754 fixes on
NaN, +-0, +-1 and +-inf, so the UF cannot contradict IEEE there; each pinned
fact is checked against `IEEEFP` in the tests.  A transformation proved for
every interpretation of the UFs is therefore correct for IEEE floats.

Commutative operations (`add`, `mul`, the product of `fma`) apply their UF
as `f(x, y) & f(y, x)`: commutative by construction, and able to express
every commutative function (take `f` commutative), without a quantifier.

The arithmetic facts pinned beyond mlir-tv's (all IEEE-true under
round-to-nearest-even): the sign of a sum of non-zero finite values is the
sign of the larger magnitude; a sum of non-zero finite values is never
NaN, and never zero unless they cancel exactly (`x + -x = +0`); `x / x`
and `x / -x` are +-1; `pow(1, y) = 1`; `fmod` keeps `x` when `|x| < |y|`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import z3

from tvmlir.semantics.fp import abstract_casts, describe
from tvmlir.semantics.fp.abstract_constants import ConstantTable
from tvmlir.semantics.fp.abstract_layout import Layout, layout_of
from tvmlir.semantics.fp.formats import FORMATS_BY_NAME, IEEEFormat
from tvmlir.semantics.fp.model import FPModel
from tvmlir.semantics.fp.terms import and_, ite, not_, or_

DEFAULT_CHAIN = ("f32", "f64")


class AbstractFP(FPModel):
    """The abstract float domain with values of `width` bits.

    `width` (sign included) is the width of the narrowest format of the
    cast chain `formats` (and of any format outside it); each wider chain
    format adds `limit_bits` and `precision_bits` (default `width - 2`, the
    sound minimum for the `n` that `width_for` sized `width` for).
    """

    name = "afp"

    def __init__(
        self,
        width: int,
        *,
        formats: Iterable[str | IEEEFormat] = DEFAULT_CHAIN,
        precision_bits: int | None = None,
        limit_bits: int = 1,
    ):
        super().__init__()
        if width < 4:
            raise ValueError(f"abstract FP width must be at least 4 bits, got {width}")
        self.width = width
        self.precision_bits = width - 2 if precision_bits is None else precision_bits
        self.limit_bits = limit_bits
        self._layouts: dict[str, Layout] = {}
        parent = None
        for fmt in formats:
            fmt = FORMATS_BY_NAME[fmt] if isinstance(fmt, str) else fmt
            parent = layout_of(fmt, width - 1, parent, limit_bits, self.precision_bits)
            self._layouts[fmt.name] = parent
        self._ufs: dict[tuple, z3.FuncDeclRef] = {}
        self._constants = ConstantTable(lambda s, d: self._cast_uf("round_up", s, d))

    @staticmethod
    def width_for(n: int) -> int:
        """The width for `n` observable FP values (both functions together).

        Magnitudes need a code for each observed value in (0, 1) and in
        (1, fmax), and `1.0` sits at the fixed middle code, so each half must
        hold `n` codes on its own: with `m` magnitude bits there are
        `2^(m-1) - 1` free codes below 1 and `2^(m-1) - 4` above (fmax, inf
        and NaN take three).  So `m = 1 + ceil(log2(n + 4))`, plus the sign.
        Narrower formats also hold the round-toward-zero images of wider
        values, at most one per value, which `n` already counts; precision
        bits must separate up to `n` values with one image, and
        `width - 2 >= ceil(log2(n + 1))` does.
        """
        return 2 + math.ceil(math.log2(n + 4))

    @classmethod
    def for_count(cls, count) -> AbstractFP:
        """The domain for an `FPCount` (see `semantics.counting`)."""
        return cls(cls.width_for(count.n), formats=count.formats or DEFAULT_CHAIN)

    # ----- layouts and UFs ----------------------------------------------------

    def layout(self, fmt: IEEEFormat) -> Layout:
        layout = self._layouts.get(fmt.name)
        if layout is None:
            layout = self._layouts[fmt.name] = layout_of(fmt, self.width - 1)
        return layout

    def _uf(self, name: str, fmt: IEEEFormat, *sorts: z3.SortRef) -> z3.FuncDeclRef:
        key = (name, fmt.name)
        decl = self._ufs.get(key)
        if decl is None:
            decl = self._ufs[key] = z3.Function(f"afp.{name}.{fmt.name}", *sorts)
        return decl

    def _cast_uf(self, kind: str, src: Layout, dst: Layout) -> z3.FuncDeclRef:
        key = (kind, src.fmt.name, dst.fmt.name)
        decl = self._ufs.get(key)
        if decl is None:
            rng = z3.BoolSort() if kind == "round_up" else z3.BitVecSort(dst.mw)
            name = f"afp.{kind}.{src.fmt.name}.{dst.fmt.name}"
            decl = self._ufs[key] = z3.Function(name, z3.BitVecSort(src.mw), rng)
        return decl

    # ----- values ---------------------------------------------------------------

    def sort(self, fmt):
        return self.layout(fmt).sort

    def fresh(self, name, fmt):
        return z3.BitVec(name, self.layout(fmt).width)

    def constant(self, value, fmt):
        return self._constants.value(value, self.layout(fmt))

    def same(self, x, y, fmt):
        return or_(x == y, and_(self.is_nan(x, fmt), self.is_nan(y, fmt)))

    def side_conditions(self):
        return self._constants.side_conditions()

    def constant_terms(self) -> list[z3.BitVecRef]:
        """The magnitudes of every constant encoded so far (all formats):
        `side_conditions()` mentions each of them."""
        return self._constants.terms()

    def describe(self, model, term, fmt):
        """A special value, one of the constants, or "an abstract value
        between" the known values around it (`fp.describe`)."""
        return describe.abstract_value(model, term, self.layout(fmt), self._constants.known(fmt.name))

    # ----- exact primitives -----------------------------------------------------

    def is_nan(self, x, fmt):
        layout = self.layout(fmt)
        return layout.mag(x) == layout.m_nan

    def is_inf(self, x, fmt):
        layout = self.layout(fmt)
        return layout.mag(x) == layout.m_inf

    def is_zero(self, x, fmt):
        layout = self.layout(fmt)
        return layout.mag(x) == layout.m_zero

    def is_negative(self, x, fmt):
        layout = self.layout(fmt)
        return layout.sign(x) == layout.s_neg

    def neg(self, x, fmt):
        return x ^ self.layout(fmt).sign_bit

    def abs(self, x, fmt):
        return x & self.layout(fmt).mag_mask

    def relation(self, rel, x, y, fmt):
        layout = self.layout(fmt)
        kx, ky = self._key(x, layout), self._key(y, layout)
        if rel == "eq":
            return kx == ky
        if rel == "ne":
            return kx != ky
        if rel == "lt":
            return kx < ky
        if rel == "le":
            return kx <= ky
        if rel == "gt":
            return kx > ky
        return kx >= ky

    @staticmethod
    def _key(x, layout: Layout):
        """A signed integer ordered like the value: +-magnitude (+-0 -> 0)."""
        mag = z3.ZeroExt(1, layout.mag(x))
        return ite(layout.sign(x) == layout.s_neg, -mag, mag)

    # ----- arithmetic -----------------------------------------------------------

    def add_terms(self, x, y, fmt):
        """See `tv.fadd`; sums of non-zero finite values that do not cancel
        get their sign from the larger magnitude and a UF magnitude that is
        never NaN and never zero."""
        L = self.layout(fmt)
        mx, my, sx, sy = L.mag(x), L.mag(y), L.sign(x), L.sign(y)
        f = self._uf("add", fmt, L.sort, L.sort, z3.BitVecSort(L.mw))
        m = f(x, y) & f(y, x)
        # Two non-zero finite values that do not cancel exactly never sum
        # to zero: the exact sum is a non-zero multiple of the smallest
        # subnormal, so it does not round to zero.  Nor to NaN.
        m = ite(or_(m == L.m_nan, m == L.m_zero), L.m_inf, m)
        general = L.value(ite(z3.UGT(mx, my), sx, sy), m)
        zeros = ite(
            my == L.m_zero,
            ite(x == L.neg_zero, y, x),
            ite(mx == L.m_zero, y, ite(and_(mx == my, sx != sy), L.zero, general)),
        )
        infs = ite(
            mx == L.m_inf,
            ite(and_(my == L.m_inf, sx != sy), L.nan, x),
            ite(my == L.m_inf, y, zeros),
        )
        return ite(or_(mx == L.m_nan, my == L.m_nan), L.nan, infs)

    def mul_terms(self, x, y, fmt):
        """See `tv.fmul`: the sign is the xor of the signs, the magnitude a
        commutative UF of the magnitudes around the pinned cases."""
        L = self.layout(fmt)
        mx, my = L.mag(x), L.mag(y)
        g = self._uf("mul", fmt, z3.BitVecSort(L.mw), z3.BitVecSort(L.mw), z3.BitVecSort(L.mw))
        m = g(mx, my) & g(my, mx)
        m = ite(m == L.m_nan, L.m_inf, m)
        zero = or_(mx == L.m_zero, my == L.m_zero)
        inf = or_(mx == L.m_inf, my == L.m_inf)
        mag = ite(
            mx == L.m_one,
            my,
            ite(my == L.m_one, mx, ite(zero, L.m_zero, ite(inf, L.m_inf, m))),
        )
        nan = or_(mx == L.m_nan, my == L.m_nan, and_(zero, inf))
        return ite(nan, L.nan, L.value(L.sign(x) ^ L.sign(y), mag))

    def div(self, x, y, fmt):
        """See `tv.fdiv`; also `x / +-x = +-1` for finite non-zero x."""
        L = self.layout(fmt)
        mx, my = L.mag(x), L.mag(y)
        d = self._uf("div", fmt, z3.BitVecSort(L.mw), z3.BitVecSort(L.mw), z3.BitVecSort(L.mw))
        m = d(mx, my)
        m = ite(m == L.m_nan, L.m_inf, m)
        mag = ite(
            my == L.m_one,
            mx,
            ite(
                or_(my == L.m_inf, mx == L.m_zero),
                L.m_zero,
                ite(
                    or_(mx == L.m_inf, my == L.m_zero),
                    L.m_inf,
                    ite(mx == my, L.m_one, m),
                ),
            ),
        )
        nan = or_(
            mx == L.m_nan,
            my == L.m_nan,
            and_(mx == L.m_zero, my == L.m_zero),
            and_(mx == L.m_inf, my == L.m_inf),
        )
        return ite(nan, L.nan, L.value(L.sign(x) ^ L.sign(y), mag))

    def rem(self, x, y, fmt):
        """fmod: NaN for NaN operands, `x` infinite or `y` zero; `x` itself
        when `y` is infinite or `|x| < |y|`; a zero of x's sign for `|x| =
        |y|`; otherwise x's sign and a UF magnitude."""
        L = self.layout(fmt)
        mx, my = L.mag(x), L.mag(y)
        r = self._uf("rem", fmt, z3.BitVecSort(L.mw), z3.BitVecSort(L.mw), z3.BitVecSort(L.mw))
        m = r(mx, my)
        m = ite(m == L.m_nan, L.m_zero, m)
        keeps_x = or_(my == L.m_inf, z3.ULT(mx, my))
        mag = ite(keeps_x, mx, ite(mx == my, L.m_zero, m))
        nan = or_(mx == L.m_nan, my == L.m_nan, mx == L.m_inf, my == L.m_zero)
        return ite(nan, L.nan, L.value(L.sign(x), mag))

    def pow(self, x, y, fmt):
        """See `tv.fpow` (C99 pow special cases: `x ** +-0 = 1` even for NaN
        x, `1 ** y = 1` even for NaN y)."""
        L = self.layout(fmt)
        p = self._uf("pow", fmt, L.sort, L.sort, L.sort)
        mx, my = L.mag(x), L.mag(y)
        return ite(
            or_(my == L.m_zero, x == L.one),
            L.one,
            ite(or_(mx == L.m_nan, my == L.m_nan), L.nan, ite(y == L.one, x, p(x, y))),
        )

    def fma(self, a, b, c, fmt):
        """`a * b + c`, one rounding: its own UF, commutative in `a, b`.
        Encoding it as `mul` then `add` would be unsound (two roundings).
        Pinned: NaNs; `0 * inf`; `+-1 * b + c = add(+-b, c)` (the product is
        exact); an infinite product (NaN against an opposite infinite c);
        an infinite c; `a * b + -0 = mul(a, b)`; a zero product plus c is
        `add(0 with the product's sign, c)`."""
        L = self.layout(fmt)
        ma, mb, mc = L.mag(a), L.mag(b), L.mag(c)
        f = self._uf("fma", fmt, L.sort, L.sort, L.sort, L.sort)
        general = f(a, b, c) & f(b, a, c)
        general = ite(L.mag(general) == L.m_nan, L.inf | (general & L.sign_bit), general)
        product_sign = L.sign(a) ^ L.sign(b)
        zero_product = or_(ma == L.m_zero, mb == L.m_zero)
        inf_product = or_(ma == L.m_inf, mb == L.m_inf)
        signed_inf = L.value(product_sign, L.m_inf)
        result = ite(
            ma == L.m_one,
            self.add(ite(L.sign(a) == L.s_neg, self.neg(b, fmt), b), c, fmt),
            ite(
                mb == L.m_one,
                self.add(ite(L.sign(b) == L.s_neg, self.neg(a, fmt), a), c, fmt),
                ite(
                    inf_product,
                    ite(and_(mc == L.m_inf, L.sign(c) != product_sign), L.nan, signed_inf),
                    ite(
                        mc == L.m_inf,
                        c,
                        ite(
                            c == L.neg_zero,
                            self.mul(a, b, fmt),
                            ite(zero_product, self.add(L.value(product_sign, L.m_zero), c, fmt), general),
                        ),
                    ),
                ),
            ),
        )
        nan = or_(ma == L.m_nan, mb == L.m_nan, mc == L.m_nan, and_(zero_product, inf_product))
        return ite(nan, L.nan, result)

    def cast(self, x, src, dst):
        return abstract_casts.cast(x, self.layout(src), self.layout(dst), self._cast_uf)

    def int_to_fp(self, v, signed, dst):
        """sitofp / uitofp: exact on 0 and +-1, the sign of the integer, and a
        UF of |v| otherwise (never NaN), so `sitofp(-v) = -sitofp(v)`."""
        L = self.layout(dst)
        w = v.size()
        negative = z3.Extract(w - 1, w - 1, v) == 1 if signed else z3.BoolVal(False)
        u = ite(negative, -v, v) if signed else v
        f = self._uf(f"itofp{w}", dst, z3.BitVecSort(w), z3.BitVecSort(L.mw))
        m = f(u)
        m = ite(m == L.m_nan, L.m_inf, m)
        mag = ite(u == 0, L.m_zero, ite(u == 1, L.m_one, m))
        return L.value(ite(negative, L.s_neg, L.s_pos), mag)

    def fp_to_int(self, x, signed, width, src):
        """fptosi / fptoui, toward zero: `|x| < 1` gives 0, `+-1` gives +-1;
        otherwise a UF of the magnitude (negated for negative x) that is
        poison where a UF of x says it does not fit.  NaN and infinities are
        poison, and so is fptoui of a value <= -1."""
        L = self.layout(src)
        mag = L.mag(x)
        negative = L.sign(x) == L.s_neg
        below_one = z3.ULT(mag, L.m_one)
        is_one = mag == L.m_one
        f = self._uf(f"fptoi{width}", src, z3.BitVecSort(L.mw), z3.BitVecSort(width))
        fits = self._uf(f"fptoi{width}.{'s' if signed else 'u'}.fits", src, L.sort, z3.BoolSort())
        u = ite(below_one, z3.BitVecVal(0, width), ite(is_one, z3.BitVecVal(1, width), f(mag)))
        if signed:
            value = ite(negative, -u, u)
            one_bad = not_(negative) if width == 1 else z3.BoolVal(False)
            other_bad = not_(fits(x))
        else:
            value = u
            one_bad = negative
            other_bad = or_(negative, not_(fits(x)))
        bad = ite(is_one, one_bad, other_bad)
        poison = or_(mag == L.m_nan, mag == L.m_inf, and_(not_(below_one), bad))
        return value, poison

    def math_function(self, fn, x, fmt):
        L = self.layout(fmt)
        return self.pinned(fn, x, fmt, self._uf(fn, fmt, L.sort, L.sort)(x))
