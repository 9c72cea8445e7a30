"""Casts (extf / truncf) and constants across formats, under both domains.

The abstract domain runs with the chain f16 < f32 < f64 (bf16 then lies
outside it and is cast through plain UFs).
"""

from __future__ import annotations

import pytest
import z3

from semtest_util import BF16, F16, F32, F64, INF, NAN, abstract, assert_fact
from tvmlir.semantics.fp import AbstractFP, IEEEFP


def c(m, f, v):
    return m.constant(v, f)


def ext_trunc(src, dst):
    return lambda m, f, x, y, z: m.same(m.cast(m.cast(x, src, dst), dst, src), x, src)


# name: (format of x, y, z; claim(m, f, x, y, z); abstract holds; IEEE holds)
FACTS = {
    "truncf(extf x) = x, f32 -> f64": (F32, ext_trunc(F32, F64), True, True),
    "truncf(extf x) = x, f16 -> f64": (F16, ext_trunc(F16, F64), True, True),
    "truncf(extf x) = x, f16 -> f32": (F16, ext_trunc(F16, F32), True, True),
    "extf keeps olt": (
        F32,
        lambda m, f, x, y, z: m.cmp("olt", m.cast(x, F32, F64), m.cast(y, F32, F64), F64) == m.cmp("olt", x, y, F32),
        True, True),
    "extf keeps une": (
        F16,
        lambda m, f, x, y, z: m.cmp("une", m.cast(x, F16, F64), m.cast(y, F16, F64), F64) == m.cmp("une", x, y, F16),
        True, True),
    "truncf keeps olt (no: rounding)": (
        F64,
        lambda m, f, x, y, z: m.cmp("olt", m.cast(x, F64, F32), m.cast(y, F64, F32), F32) == m.cmp("olt", x, y, F64),
        False, False),
    "truncf is monotone (only IEEE knows)": (
        F64,
        lambda m, f, x, y, z: z3.Implies(
            m.cmp("ole", x, y, F64), m.cmp("ule", m.cast(x, F64, F32), m.cast(y, F64, F32), F32)),
        False, True),
    "truncf NaN = NaN": (F64, lambda m, f, x, y, z: m.is_nan(m.cast(c(m, F64, NAN), F64, F32), F32), True, True),
    "truncf -inf = -inf": (
        F64, lambda m, f, x, y, z: m.same(m.cast(c(m, F64, -INF), F64, F16), c(m, F16, -INF), F16), True, True),
    "truncf -0 = -0": (
        F64, lambda m, f, x, y, z: m.same(m.cast(c(m, F64, -0.0), F64, F32), c(m, F32, -0.0), F32), True, True),
    "truncf keeps the sign": (
        F64,
        lambda m, f, x, y, z: z3.Implies(
            z3.Not(m.is_nan(x, F64)), m.is_negative(m.cast(x, F64, F32), F32) == m.is_negative(x, F64)),
        True, True),
    "truncf overflows to inf": (
        F64, lambda m, f, x, y, z: m.same(m.cast(c(m, F64, -1e300), F64, F32), c(m, F32, -INF), F32), True, True),
    "truncf of x > 3.5e38 is inf": (
        F64,
        lambda m, f, x, y, z: z3.Implies(
            m.cmp("ogt", x, c(m, F64, 3.5e38), F64), m.same(m.cast(x, F64, F32), c(m, F32, INF), F32)),
        True, True),
    "truncf of exact 3.0 is 3.0": (
        F64, lambda m, f, x, y, z: m.same(m.cast(c(m, F64, 3.0), F64, F32), c(m, F32, 3.0), F32), True, True),
    "truncf rounds 3.0000001 down": (
        F64, lambda m, f, x, y, z: m.same(m.cast(c(m, F64, 3.0000001), F64, F32), c(m, F32, 3.0), F32), True, True),
    "truncf rounds 3.0000002 up": (
        F64,
        lambda m, f, x, y, z: m.same(m.cast(c(m, F64, 3.0000002), F64, F32), c(m, F32, 3.000000238418579), F32),
        True, True),
    "truncf f64 -> f16 directly": (
        F64, lambda m, f, x, y, z: m.same(m.cast(c(m, F64, 3.0000001), F64, F16), c(m, F16, 3.0), F16), True, True),
    "truncf 65519 f32 -> f16 is fmax": (
        F32, lambda m, f, x, y, z: m.same(m.cast(c(m, F32, 65519.0), F32, F16), c(m, F16, 65504.0), F16), True, True),
    "truncf 65520 f32 -> f16 is inf": (
        F32, lambda m, f, x, y, z: m.same(m.cast(c(m, F32, 65520.0), F32, F16), c(m, F16, INF), F16), True, True),
    "two roundings = one rounding (no)": (
        F64,
        lambda m, f, x, y, z: m.same(m.cast(m.cast(x, F64, F32), F32, F16), m.cast(x, F64, F16), F16),
        False, False),
    "extf 3.0 : f32 is the f64 constant 3.0": (
        F32, lambda m, f, x, y, z: m.same(m.cast(c(m, F32, 3.0), F32, F64), c(m, F64, 3.0), F64), True, True),
    "extf 3.0 + -3.0 : f64 = +0": (
        F32,
        lambda m, f, x, y, z: m.same(
            m.add(m.cast(c(m, F32, 3.0), F32, F64), c(m, F64, -3.0), F64), c(m, F64, 0.0), F64),
        True, True),
    "extf inf = inf": (
        F32, lambda m, f, x, y, z: m.same(m.cast(c(m, F32, INF), F32, F64), c(m, F64, INF), F64), True, True),
    "extf 65504 : f16 is finite": (
        F16, lambda m, f, x, y, z: m.cmp("olt", m.cast(c(m, F16, 65504.0), F16, F64), c(m, F64, INF), F64), True, True),
    # bf16 is outside the abstract chain: plain UF casts, exact on specials only.
    "bf16: extf 1.0 = 1.0": (
        BF16, lambda m, f, x, y, z: m.same(m.cast(c(m, BF16, 1.0), BF16, F32), c(m, F32, 1.0), F32), True, True),
    "bf16: extf keeps -inf": (
        BF16, lambda m, f, x, y, z: m.same(m.cast(c(m, BF16, -INF), BF16, F32), c(m, F32, -INF), F32), True, True),
    "bf16: truncf(extf x) = x (only IEEE knows)": (BF16, ext_trunc(BF16, F32), False, True),
}


@pytest.mark.parametrize("name", FACTS)
def test_abstract(name):
    fmt, build, expected, _ = FACTS[name]
    assert_fact(abstract(), fmt, build, expected)


@pytest.mark.parametrize("name", FACTS)
def test_ieee(name):
    fmt, build, _, expected = FACTS[name]
    assert_fact(IEEEFP(), fmt, build, expected)


def test_bf16_chain_is_precise_when_chosen():
    m = AbstractFP(AbstractFP.width_for(4), formats=("bf16", "f32"))
    assert_fact(m, BF16, ext_trunc(BF16, F32), True)


def test_chain_widths():
    m = AbstractFP(8, formats=("f16", "f32", "f64"))
    assert [m.sort(f).size() for f in (F16, F32, F64)] == [8, 8 + 1 + 6, 8 + 2 * (1 + 6)]
    assert m.sort(BF16).size() == 8  # outside the chain: laid out like its narrowest member
