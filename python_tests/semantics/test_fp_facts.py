"""The FP facts the `tv` op docstrings promise, and the non-facts they rule
out, as z3 queries under both float domains.

Each row: a claim over fresh x, y, z and whether it must hold under
AbstractFP and under IEEEFP.  A row that holds under AbstractFP must hold
under IEEEFP too (the abstraction over-approximates IEEE-754); the rows
where only IEEE holds are what the abstraction gives up (constant folding,
exact values).  IEEE runs on f16, where bit-blasting is cheap; the facts do
not depend on the format.
"""

from __future__ import annotations

import pytest
import z3

from semtest_util import F16, F32, INF, NAN, abstract, assert_fact, holds
from tvmlir.semantics.fp import IEEEFP


def c(m, f, v):
    return m.constant(v, f)


def finite(m, f, *vs):
    return z3.And(*[z3.Not(z3.Or(m.is_nan(v, f), m.is_inf(v, f))) for v in vs])


def eq(m, f, a, b):
    return m.same(a, b, f)


# name: (claim(m, f, x, y, z), holds under AbstractFP, holds under IEEEFP)
FACTS = {
    # tv.fadd
    "add: NaN + y = NaN": (lambda m, f, x, y, z: m.is_nan(m.add(c(m, f, NAN), y, f), f), True, True),
    "add: x + NaN = NaN": (lambda m, f, x, y, z: m.is_nan(m.add(x, c(m, f, NAN), f), f), True, True),
    "add: inf + -inf = NaN": (
        lambda m, f, x, y, z: m.is_nan(m.add(c(m, f, INF), c(m, f, -INF), f), f), True, True),
    "add: inf + finite = inf": (
        lambda m, f, x, y, z: z3.Implies(finite(m, f, y), eq(m, f, m.add(c(m, f, INF), y, f), c(m, f, INF))),
        True, True),
    "add: x + -0 = x": (lambda m, f, x, y, z: eq(m, f, m.add(x, c(m, f, -0.0), f), x), True, True),
    "add: -0 + x = x": (lambda m, f, x, y, z: eq(m, f, m.add(c(m, f, -0.0), x, f), x), True, True),
    "add: x + +0 = x (wrong at x = -0)": (
        lambda m, f, x, y, z: eq(m, f, m.add(x, c(m, f, 0.0), f), x), False, False),
    "add: x + +0 = x for x != -0": (
        lambda m, f, x, y, z: z3.Implies(
            z3.Not(eq(m, f, x, c(m, f, -0.0))), eq(m, f, m.add(x, c(m, f, 0.0), f), x)),
        True, True),
    "add: -0 + +0 = +0": (
        lambda m, f, x, y, z: eq(m, f, m.add(c(m, f, -0.0), c(m, f, 0.0), f), c(m, f, 0.0)), True, True),
    "add: commutative": (lambda m, f, x, y, z: eq(m, f, m.add(x, y, f), m.add(y, x, f)), True, True),
    "add: associative (no)": (
        lambda m, f, x, y, z: eq(m, f, m.add(m.add(x, y, f), z, f), m.add(x, m.add(y, z, f), f)),
        False, False),
    "add: x + -x = +0 for finite x": (
        lambda m, f, x, y, z: z3.Implies(
            finite(m, f, x), eq(m, f, m.add(x, m.neg(x, f), f), c(m, f, 0.0))), True, True),
    "add: x + x*(-1) = +0 (no: NaN, inf)": (
        lambda m, f, x, y, z: eq(m, f, m.add(x, m.mul(x, c(m, f, -1.0), f), f), c(m, f, 0.0)),
        False, False),
    "add: the larger magnitude gives the sign": (
        lambda m, f, x, y, z: z3.Implies(
            z3.And(finite(m, f, x, y), m.cmp("ogt", m.abs(x, f), m.abs(y, f), f), m.cmp("ogt", x, c(m, f, 0.0), f)),
            z3.Not(m.is_negative(m.add(x, y, f), f))),
        True, True),
    "add: non-zero finite values that do not cancel never sum to zero": (
        lambda m, f, x, y, z: z3.Implies(
            z3.And(finite(m, f, x, y), z3.Not(m.is_zero(x, f)), z3.Not(m.is_zero(y, f)),
                   z3.Not(m.cmp("oeq", x, m.neg(y, f), f))),
            z3.Not(m.is_zero(m.add(x, y, f), f))),
        True, True),
    "add: -0 only if both are -0": (
        lambda m, f, x, y, z: z3.Implies(
            eq(m, f, m.add(x, y, f), c(m, f, -0.0)), z3.And(eq(m, f, x, c(m, f, -0.0)), eq(m, f, y, c(m, f, -0.0)))),
        True, True),
    "add: 1 + 2 = 3 (constant folding)": (
        lambda m, f, x, y, z: eq(m, f, m.add(c(m, f, 1.0), c(m, f, 2.0), f), c(m, f, 3.0)), False, True),
    # tv.fsub
    "sub: x - y = x + -y": (
        lambda m, f, x, y, z: eq(m, f, m.sub(x, y, f), m.add(x, m.neg(y, f), f)), True, True),
    "sub: x - y = -y + x": (
        lambda m, f, x, y, z: eq(m, f, m.sub(x, y, f), m.add(m.neg(y, f), x, f)), True, True),
    "sub: x - y = y - x (no)": (lambda m, f, x, y, z: eq(m, f, m.sub(x, y, f), m.sub(y, x, f)), False, False),
    # tv.fmul
    "mul: NaN * y = NaN": (lambda m, f, x, y, z: m.is_nan(m.mul(c(m, f, NAN), y, f), f), True, True),
    "mul: x * 1 = x": (lambda m, f, x, y, z: eq(m, f, m.mul(x, c(m, f, 1.0), f), x), True, True),
    "mul: 1 * x = x": (lambda m, f, x, y, z: eq(m, f, m.mul(c(m, f, 1.0), x, f), x), True, True),
    "mul: x * -1 = -x": (lambda m, f, x, y, z: eq(m, f, m.mul(x, c(m, f, -1.0), f), m.neg(x, f)), True, True),
    "mul: 0 * inf = NaN": (
        lambda m, f, x, y, z: m.is_nan(m.mul(c(m, f, 0.0), c(m, f, -INF), f), f), True, True),
    "mul: inf * -3 = -inf": (
        lambda m, f, x, y, z: eq(m, f, m.mul(c(m, f, INF), c(m, f, -3.0), f), c(m, f, -INF)), True, True),
    "mul: +0 * finite y is a zero with the sign of y": (
        lambda m, f, x, y, z: z3.Implies(
            finite(m, f, y), eq(m, f, m.mul(c(m, f, 0.0), y, f), m.copysign(c(m, f, 0.0), y, f))),
        True, True),
    "mul: commutative": (lambda m, f, x, y, z: eq(m, f, m.mul(x, y, f), m.mul(y, x, f)), True, True),
    "mul: |x| * |y| = |x * y|": (
        lambda m, f, x, y, z: eq(m, f, m.mul(m.abs(x, f), m.abs(y, f), f), m.abs(m.mul(x, y, f), f)),
        True, True),
    "mul: associative (no)": (
        lambda m, f, x, y, z: eq(m, f, m.mul(m.mul(x, y, f), z, f), m.mul(x, m.mul(y, z, f), f)),
        False, False),
    "mul: x * 0 = 0 (no: inf, NaN, sign)": (
        lambda m, f, x, y, z: eq(m, f, m.mul(x, c(m, f, 0.0), f), c(m, f, 0.0)), False, False),
    "mul: 2 * 3 = 6 (constant folding)": (
        lambda m, f, x, y, z: eq(m, f, m.mul(c(m, f, 2.0), c(m, f, 3.0), f), c(m, f, 6.0)), False, True),
    # tv.fdiv
    "div: NaN / y = NaN": (lambda m, f, x, y, z: m.is_nan(m.div(c(m, f, NAN), y, f), f), True, True),
    "div: x / NaN = NaN": (lambda m, f, x, y, z: m.is_nan(m.div(x, c(m, f, NAN), f), f), True, True),
    "div: x / 1 = x": (lambda m, f, x, y, z: eq(m, f, m.div(x, c(m, f, 1.0), f), x), True, True),
    "div: x / -1 = -x": (lambda m, f, x, y, z: eq(m, f, m.div(x, c(m, f, -1.0), f), m.neg(x, f)), True, True),
    "div: 0 / -0 = NaN": (lambda m, f, x, y, z: m.is_nan(m.div(c(m, f, 0.0), c(m, f, -0.0), f), f), True, True),
    "div: inf / -inf = NaN": (
        lambda m, f, x, y, z: m.is_nan(m.div(c(m, f, INF), c(m, f, -INF), f), f), True, True),
    "div: 3 / -0 = -inf": (
        lambda m, f, x, y, z: eq(m, f, m.div(c(m, f, 3.0), c(m, f, -0.0), f), c(m, f, -INF)), True, True),
    "div: finite / -inf = -0 (for positive finite)": (
        lambda m, f, x, y, z: eq(m, f, m.div(c(m, f, 3.0), c(m, f, -INF), f), c(m, f, -0.0)), True, True),
    "div: x / x = 1 for finite non-zero x": (
        lambda m, f, x, y, z: z3.Implies(
            z3.And(finite(m, f, x), z3.Not(m.is_zero(x, f))), eq(m, f, m.div(x, x, f), c(m, f, 1.0))),
        True, True),
    "div: x / x = 1 (no: 0, inf, NaN)": (
        lambda m, f, x, y, z: eq(m, f, m.div(x, x, f), c(m, f, 1.0)), False, False),
    "div: commutative (no)": (lambda m, f, x, y, z: eq(m, f, m.div(x, y, f), m.div(y, x, f)), False, False),
    "div: 2 / 3 = 3 / 2 (no)": (
        lambda m, f, x, y, z: eq(m, f, m.div(c(m, f, 2.0), c(m, f, 3.0), f), m.div(c(m, f, 3.0), c(m, f, 2.0), f)),
        False, False),
    "div: x / y = x * (1 / y) (no)": (
        lambda m, f, x, y, z: eq(m, f, m.div(x, y, f), m.mul(x, m.div(c(m, f, 1.0), y, f), f)), False, False),
    # tv.fpow (math.powf)
    "pow: x ** 0 = 1, NaN x too": (
        lambda m, f, x, y, z: eq(m, f, m.pow(x, c(m, f, 0.0), f), c(m, f, 1.0)), True, True),
    "pow: x ** -0 = 1": (lambda m, f, x, y, z: eq(m, f, m.pow(x, c(m, f, -0.0), f), c(m, f, 1.0)), True, True),
    "pow: 1 ** y = 1, NaN y too": (lambda m, f, x, y, z: eq(m, f, m.pow(c(m, f, 1.0), y, f), c(m, f, 1.0)), True, True),
    "pow: x ** 1 = x": (lambda m, f, x, y, z: eq(m, f, m.pow(x, c(m, f, 1.0), f), x), True, True),
    "pow: NaN ** y = NaN for y != 0": (
        lambda m, f, x, y, z: z3.Implies(z3.Not(m.is_zero(y, f)), m.is_nan(m.pow(c(m, f, NAN), y, f), f)),
        True, True),
    "pow: x ** NaN = NaN for x != 1": (
        lambda m, f, x, y, z: z3.Implies(
            z3.Not(eq(m, f, x, c(m, f, 1.0))), m.is_nan(m.pow(x, c(m, f, NAN), f), f)), True, True),
    "pow: x ** 2 = x * x (no: a UF)": (
        lambda m, f, x, y, z: eq(m, f, m.pow(x, c(m, f, 2.0), f), m.mul(x, x, f)), False, False),
    # tv.fneg / tv.fabs
    "neg: -(+0) = -0": (lambda m, f, x, y, z: eq(m, f, m.neg(c(m, f, 0.0), f), c(m, f, -0.0)), True, True),
    "neg: -(-x) = x": (lambda m, f, x, y, z: eq(m, f, m.neg(m.neg(x, f), f), x), True, True),
    "neg: -NaN is NaN": (lambda m, f, x, y, z: m.is_nan(m.neg(c(m, f, NAN), f), f), True, True),
    "neg: -3 is the constant -3": (lambda m, f, x, y, z: eq(m, f, m.neg(c(m, f, 3.0), f), c(m, f, -3.0)), True, True),
    "neg: -3 = -5 (no)": (lambda m, f, x, y, z: eq(m, f, m.neg(c(m, f, 3.0), f), c(m, f, -5.0)), False, False),
    "abs: |-x| = |x|": (lambda m, f, x, y, z: eq(m, f, m.abs(m.neg(x, f), f), m.abs(x, f)), True, True),
    "abs: |x| is not negative": (
        lambda m, f, x, y, z: z3.Implies(z3.Not(m.is_nan(x, f)), z3.Not(m.is_negative(m.abs(x, f), f))),
        True, True),
    # tv.fcmp
    "cmp: +0 oeq -0": (lambda m, f, x, y, z: m.cmp("oeq", c(m, f, 0.0), c(m, f, -0.0), f), True, True),
    "cmp: NaN oeq NaN is false": (
        lambda m, f, x, y, z: z3.Not(m.cmp("oeq", c(m, f, NAN), c(m, f, NAN), f)), True, True),
    "cmp: x une NaN": (lambda m, f, x, y, z: m.cmp("une", x, c(m, f, NAN), f), True, True),
    "cmp: x oeq x (no: NaN)": (lambda m, f, x, y, z: m.cmp("oeq", x, x, f), False, False),
    "cmp: x ueq x": (lambda m, f, x, y, z: m.cmp("ueq", x, x, f), True, True),
    "cmp: oeq = ueq (no)": (lambda m, f, x, y, z: m.cmp("oeq", x, y, f) == m.cmp("ueq", x, y, f), False, False),
    "cmp: trichotomy": (
        lambda m, f, x, y, z: z3.Or(*[m.cmp(p, x, y, f) for p in ("olt", "oeq", "ogt", "uno")]), True, True),
    "cmp: 2 > 1": (lambda m, f, x, y, z: m.cmp("ogt", c(m, f, 2.0), c(m, f, 1.0), f), True, True),
    "cmp: -2 < 0.5 < 1 < 3 < fmax < inf": (
        lambda m, f, x, y, z: z3.And(
            m.cmp("olt", c(m, f, -2.0), c(m, f, 0.5), f),
            m.cmp("olt", c(m, f, 0.5), c(m, f, 1.0), f),
            m.cmp("olt", c(m, f, 1.0), c(m, f, 3.0), f),
            m.cmp("olt", c(m, f, 3.0), c(m, f, 65504.0), f),
            m.cmp("olt", c(m, f, 65504.0), c(m, f, INF), f),
        ),
        True, True),
    "cmp: 2 != 3": (lambda m, f, x, y, z: m.cmp("one", c(m, f, 2.0), c(m, f, 3.0), f), True, True),
    "cmp: 1 + 1 > 1 (no: a UF result)": (
        lambda m, f, x, y, z: m.cmp("ogt", m.add(c(m, f, 1.0), c(m, f, 1.0), f), c(m, f, 1.0), f), False, True),
    # min / max (arith)
    "maximum: NaN propagates": (lambda m, f, x, y, z: m.is_nan(m.maximum(x, c(m, f, NAN), f), f), True, True),
    "maxnum: NaN is dropped": (lambda m, f, x, y, z: eq(m, f, m.maxnum(x, c(m, f, NAN), f), x), True, True),
    "minnum: NaN is dropped": (lambda m, f, x, y, z: eq(m, f, m.minnum(c(m, f, NAN), x, f), x), True, True),
    "maximum(-0, +0) = +0": (
        lambda m, f, x, y, z: eq(m, f, m.maximum(c(m, f, -0.0), c(m, f, 0.0), f), c(m, f, 0.0)), True, True),
    "minimum(+0, -0) = -0": (
        lambda m, f, x, y, z: eq(m, f, m.minimum(c(m, f, 0.0), c(m, f, -0.0), f), c(m, f, -0.0)), True, True),
    "maxnum(-0, +0) = +0 (no: either)": (
        lambda m, f, x, y, z: eq(m, f, m.maxnum(c(m, f, -0.0), c(m, f, 0.0), f), c(m, f, 0.0)), False, False),
    "maxnum: commutative": (lambda m, f, x, y, z: eq(m, f, m.maxnum(x, y, f), m.maxnum(y, x, f)), True, True),
    "maximum: commutative": (lambda m, f, x, y, z: eq(m, f, m.maximum(x, y, f), m.maximum(y, x, f)), True, True),
    "maximum >= x": (
        lambda m, f, x, y, z: z3.Implies(
            z3.Not(m.is_nan(y, f)), m.cmp("uge", m.maximum(x, y, f), x, f)), True, True),
    "maximum = maxnum (no: NaN)": (
        lambda m, f, x, y, z: eq(m, f, m.maximum(x, y, f), m.maxnum(x, y, f)), False, False),
    # copysign
    "copysign(x, -0) is negative for non-NaN x": (
        lambda m, f, x, y, z: z3.Implies(
            z3.Not(m.is_nan(x, f)), m.is_negative(m.copysign(x, c(m, f, -0.0), f), f)), True, True),
}

# Facts whose IEEE side bit-blasts heavy operations: f16 keeps them quick.
IEEE_FORMAT = F16


@pytest.mark.parametrize("name", FACTS)
def test_abstract(name):
    build, expected, _ = FACTS[name]
    assert_fact(abstract(), F32, build, expected)


@pytest.mark.parametrize("name", FACTS)
def test_ieee(name):
    build, _, expected = FACTS[name]
    assert_fact(IEEEFP(), IEEE_FORMAT, build, expected)


@pytest.mark.parametrize("name", FACTS)
def test_abstract_facts_hold_in_ieee(name):
    """The table itself must respect the over-approximation."""
    _, in_abstract, in_ieee = FACTS[name]
    assert in_ieee or not in_abstract


def test_plus_zero_fold_fails_exactly_at_minus_zero():
    model = abstract()
    x = model.fresh("x", F32)
    solver = z3.Solver()
    solver.add(*model.side_conditions())
    solver.add(z3.Not(model.same(model.add(x, model.constant(0.0, F32), F32), x, F32)))
    assert solver.check() == z3.sat
    assert solver.model().eval(x, model_completion=True).as_long() == model.constant(-0.0, F32).as_long()


def test_plus_zero_is_dropped_only_after_a_term_known_never_minus_zero():
    """`FPModel.add` returns `x` itself for `x + 0.0` when `x` is marked
    never -0.0 (or is such a literal); an unmarked `x` gets the encoding,
    which differs from `x` at -0.0."""
    for model, fmt in ((abstract(), F32), (IEEEFP(), IEEE_FORMAT)):
        x = model.fresh("x", fmt)
        zero = model.constant(0.0, fmt)
        assert not model.add(x, zero, fmt).eq(x)
        one = model.constant(1.0, fmt)
        assert model.add(one, zero, fmt).eq(one)
        assert not model.add(model.constant(-0.0, fmt), zero, fmt).eq(model.constant(-0.0, fmt))
        marked = model.mark_never_negative_zero(model.add(x, model.constant(0.5, fmt), fmt))
        assert model.add(marked, zero, fmt).eq(marked)
        assert model.add(zero, marked, fmt).eq(marked)
        # a sum with a marked operand is marked: a + b = -0.0 needs both -0.0
        total = model.add(marked, x, fmt)
        assert model.add(total, zero, fmt).eq(total)


def test_times_one_is_dropped_only_for_a_canonical_nan():
    """`x * 1.0` is `x` itself for an `add`/`mul` result (its NaN is
    `nan`) and keeps that through `substituted`; for a fresh `x` (a NaN of
    either sign) the encoding stays."""
    for model, fmt in ((abstract(), F32), (IEEEFP(), IEEE_FORMAT)):
        x, y = model.fresh("x", fmt), model.fresh("y", fmt)
        one = model.constant(1.0, fmt)
        assert not model.mul(x, one, fmt).eq(x)
        p = model.mul(x, y, fmt)
        assert model.mul(p, one, fmt).eq(p)
        assert model.mul(one, p, fmt).eq(p)
        assert not model.mul(p, model.constant(2.0, fmt), fmt).eq(p)
        q = z3.substitute(p, (x, model.fresh("z", fmt)))
        assert not model.mul(q, one, fmt).eq(q)
        model.substituted(p, q)
        assert model.mul(q, one, fmt).eq(q)
