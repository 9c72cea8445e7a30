"""`math` functions, fma, remf and the int <-> float conversions under both
domains: the pinned special values are IEEE facts (so IEEEFP, exact or not,
proves them too), and what the UFs hide stays unprovable in AbstractFP.
IEEE runs on a tiny format (`TINY`), where fma and fmod bit-blast fast."""

from __future__ import annotations

import pytest
import z3

from semtest_util import F32, INF, NAN, TINY, abstract, assert_fact, holds
from tvmlir.semantics.fp import IEEEFP
from tvmlir.semantics.fp.math_pins import PINS


def c(m, f, v):
    return m.constant(v, f)


def fn(name, arg):
    return lambda m, f, x, y, z: m.math_function(name, c(m, f, arg) if isinstance(arg, float) else x, f)


def is_(name, arg, value):
    return lambda m, f, x, y, z: m.same(fn(name, arg)(m, f, x, y, z), c(m, f, value), f)


# name: (claim(m, f, x, y, z), abstract holds, IEEE holds)
FACTS = {
    "exp(-0) = 1": (is_("exp", -0.0, 1.0), True, True),
    "exp(-inf) = +0": (is_("exp", -INF, 0.0), True, True),
    "exp2(inf) = inf": (is_("exp2", INF, INF), True, True),
    "expm1(-inf) = -1": (is_("expm1", -INF, -1.0), True, True),
    "log(1) = +0": (is_("log", 1.0, 0.0), True, True),
    "log(-0) = -inf": (is_("log", -0.0, -INF), True, True),
    "log2(-3) = NaN": (lambda m, f, x, y, z: m.is_nan(fn("log2", -3.0)(m, f, x, y, z), f), True, True),
    "log1p(-1) = -inf": (is_("log1p", -1.0, -INF), True, True),
    "log1p(-2) = NaN": (lambda m, f, x, y, z: m.is_nan(fn("log1p", -2.0)(m, f, x, y, z), f), True, True),
    "sqrt(-0) = -0": (is_("sqrt", -0.0, -0.0), True, True),
    "sqrt(-inf) = NaN": (lambda m, f, x, y, z: m.is_nan(fn("sqrt", -INF)(m, f, x, y, z), f), True, True),
    "sqrt(4) = 2 (only IEEE knows)": (is_("sqrt", 4.0, 2.0), False, True),
    "rsqrt(-0) = -inf": (is_("rsqrt", -0.0, -INF), True, True),
    "rsqrt(inf) = +0": (is_("rsqrt", INF, 0.0), True, True),
    "tanh(-inf) = -1": (is_("tanh", -INF, -1.0), True, True),
    "erf(inf) = 1": (is_("erf", INF, 1.0), True, True),
    "sin(-0) = -0": (is_("sin", -0.0, -0.0), True, True),
    "cos(-0) = 1": (is_("cos", -0.0, 1.0), True, True),
    "cosh(-inf) = inf": (is_("cosh", -INF, INF), True, True),
    "floor(-1) = -1": (is_("floor", -1.0, -1.0), True, True),
    "ceil(-0) = -0": (is_("ceil", -0.0, -0.0), True, True),
    "floor(2.5) = 2 (only IEEE knows)": (is_("floor", 2.5, 2.0), False, True),
    "every function maps NaN to NaN": (
        lambda m, f, x, y, z: z3.And(*[m.is_nan(m.math_function(g, c(m, f, NAN), f), f) for g in PINS]),
        True, True),
    "exp is a function": (
        lambda m, f, x, y, z: z3.Implies(m.same(x, y, f), m.same(m.math_function("exp", x, f),
                                                               m.math_function("exp", y, f), f)),
        True, True),
    "exp(x) = exp(y) implies x = y (no)": (
        lambda m, f, x, y, z: z3.Implies(m.same(m.math_function("exp", x, f), m.math_function("exp", y, f), f),
                                         m.same(x, y, f)),
        False, False),
    # fma: one rounding, not mul then add
    "fma(1, b, c) = b + c": (
        lambda m, f, x, y, z: m.same(m.fma(c(m, f, 1.0), y, z, f), m.add(y, z, f), f), True, True),
    "fma(a, -1, c) = c - a": (
        lambda m, f, x, y, z: m.same(m.fma(x, c(m, f, -1.0), z, f), m.add(m.neg(x, f), z, f), f), True, True),
    "fma(a, b, -0) = a * b": (
        lambda m, f, x, y, z: m.same(m.fma(x, y, c(m, f, -0.0), f), m.mul(x, y, f), f), True, True),
    "fma(a, b, c) = fma(b, a, c)": (
        lambda m, f, x, y, z: m.same(m.fma(x, y, z, f), m.fma(y, x, z, f), f), True, True),
    "fma(a, b, c) = a * b + c (no)": (
        lambda m, f, x, y, z: m.same(m.fma(x, y, z, f), m.add(m.mul(x, y, f), z, f), f), False, False),
    "fma(inf, b, -inf) = NaN for positive b": (
        lambda m, f, x, y, z: m.is_nan(m.fma(c(m, f, INF), c(m, f, 2.0), c(m, f, -INF), f), f), True, True),
    "fma(0, inf, c) = NaN": (
        lambda m, f, x, y, z: m.is_nan(m.fma(c(m, f, 0.0), c(m, f, INF), z, f), f), True, True),
    "fma(+0, b, c) = +0 * b + c for finite b": (
        lambda m, f, x, y, z: z3.Implies(
            z3.Not(z3.Or(m.is_nan(y, f), m.is_inf(y, f))),
            m.same(m.fma(c(m, f, 0.0), y, z, f), m.add(m.mul(c(m, f, 0.0), y, f), z, f), f)),
        True, True),
    # remf: fmod
    "remf(x, inf) = x for finite x": (
        lambda m, f, x, y, z: z3.Implies(
            z3.Not(z3.Or(m.is_nan(x, f), m.is_inf(x, f))), m.same(m.rem(x, c(m, f, INF), f), x, f)),
        True, True),
    "remf(x, -0) = NaN": (lambda m, f, x, y, z: m.is_nan(m.rem(x, c(m, f, -0.0), f), f), True, True),
    "remf(-inf, y) = NaN": (lambda m, f, x, y, z: m.is_nan(m.rem(c(m, f, -INF), y, f), f), True, True),
    "remf(x, -x) is a zero with x's sign": (
        lambda m, f, x, y, z: z3.Implies(
            z3.Not(z3.Or(m.is_nan(x, f), m.is_inf(x, f), m.is_zero(x, f))),
            m.same(m.rem(x, m.neg(x, f), f), m.copysign(c(m, f, 0.0), x, f), f)),
        True, True),
    "remf(2, 3) = 2": (
        lambda m, f, x, y, z: m.same(m.rem(c(m, f, 2.0), c(m, f, -3.0), f), c(m, f, 2.0), f), True, True),
    "remf keeps the sign of x": (
        lambda m, f, x, y, z: z3.Implies(
            z3.Not(m.is_nan(m.rem(x, y, f), f)), m.is_negative(m.rem(x, y, f), f) == m.is_negative(x, f)),
        True, True),
    "remf(7, 2) = 1 (only IEEE knows)": (
        lambda m, f, x, y, z: m.same(m.rem(c(m, f, 7.0), c(m, f, 2.0), f), c(m, f, 1.0), f), False, True),
    "remf(-7, 2) = -1 (fmod, not remainder)": (
        lambda m, f, x, y, z: m.same(m.rem(c(m, f, -7.0), c(m, f, 2.0), f), c(m, f, -1.0), f), False, True),
    "remf(5, 2) = 1 (fmod, not remainder's -1)": (
        lambda m, f, x, y, z: m.same(m.rem(c(m, f, 5.0), c(m, f, 2.0), f), c(m, f, 1.0), f), False, True),
}


@pytest.mark.parametrize("name", FACTS)
def test_abstract(name):
    build, expected, _ = FACTS[name]
    assert_fact(abstract(), F32, build, expected)


@pytest.mark.parametrize("name", FACTS)
def test_ieee(name):
    build, _, expected = FACTS[name]
    assert_fact(IEEEFP(), TINY, build, expected)


@pytest.mark.parametrize("model", ["abstract", "ieee"])
@pytest.mark.parametrize("signed", [True, False])
def test_int_to_fp(model, signed):
    m = abstract() if model == "abstract" else IEEEFP()
    v = z3.BitVec("v", 8)
    to = lambda i: m.int_to_fp(z3.BitVecVal(i, 8), signed, F32)  # noqa: E731
    assert holds(m, m.same(to(0), c(m, F32, 0.0), F32))
    assert holds(m, m.same(to(1), c(m, F32, 1.0), F32))
    assert holds(m, m.same(to(-1), c(m, F32, -1.0 if signed else 255.0), F32)) == (signed or model == "ieee")
    assert holds(m, z3.Not(m.is_nan(m.int_to_fp(v, signed, F32), F32)))
    if signed:
        negated = m.same(m.int_to_fp(-v, True, F32), m.neg(m.int_to_fp(v, True, F32), F32), F32)
        assert holds(m, z3.Implies(z3.And(v != -128, v != 0), negated))


@pytest.mark.parametrize("model", ["abstract", "ieee"])
@pytest.mark.parametrize("signed", [True, False])
def test_fp_to_int(model, signed):
    m = abstract() if model == "abstract" else IEEEFP()
    x = m.fresh("x", F32)

    def conv(v):
        return m.fp_to_int(c(m, F32, v) if isinstance(v, float) else v, signed, 8, F32)

    for v in (NAN, INF, -INF):
        assert holds(m, conv(v)[1])
    value, poison = conv(-0.0)
    assert holds(m, z3.And(value == 0, z3.Not(poison)))
    value, poison = conv(0.5)
    assert holds(m, z3.And(value == 0, z3.Not(poison)))
    value, poison = conv(1.0)
    assert holds(m, z3.And(value == 1, z3.Not(poison)))
    value, poison = conv(-1.0)
    assert holds(m, poison if not signed else z3.And(value == 255, z3.Not(poison)))
    # fptosi(-x) = -fptosi(x), a UF fact in the abstract domain
    if signed:
        (a, pa), (b, pb) = conv(x), conv(m.neg(x, F32))
        assert holds(m, z3.Implies(z3.Not(z3.Or(pa, pb)), a == -b))
