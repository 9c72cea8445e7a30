"""The window folds of semantics/window_max.py: the facts that define a
pooling window's fresh constant hold exactly for the fold's value (the
chain of `maximumf` / `minimumf` / TOSA `apply_max_s` it replaces), for
windows of 2 to 5 elements (6 also passes, in 20 s; from 8 z3 takes over
30 s on the chain side), in the abstract domain and in IEEE-754 (a tiny
format: the ties and NaNs do not depend on its size).  "Exactly": for every
window, `facts(r)` holds iff `r` is the chain's value, so the constant
neither loses a behaviour (a wrong pooling still fails) nor adds one."""

import pytest
import z3

from semtest_util import F32, TINY, abstract, holds
from tvmlir.semantics.fp import IEEEFP
from tvmlir.semantics import window_max as wm


def _domains():
    return [("abstract", abstract(), F32), ("ieee", IEEEFP(), TINY)]


def _window(model, fmt, n):
    return [model.fresh(f"x{k}", fmt) for k in range(n)], model.fresh("r", fmt)


@pytest.mark.parametrize("n", range(2, 6))
@pytest.mark.parametrize("want_max", [True, False])
def test_maximumf_minimumf_facts_define_the_fold(n, want_max):
    for _, model, fmt in _domains():
        xs, r = _window(model, fmt, n)
        chain = wm.ieee_chain(model, fmt, xs, want_max)
        facts = wm.ieee_extreme_facts(model, fmt, r, xs, want_max)
        assert holds(model, facts == (r == chain))


@pytest.mark.parametrize("n", range(2, 6))
def test_tosa_max_facts_define_the_fold(n):
    for _, model, fmt in _domains():
        xs, r = _window(model, fmt, n)
        facts = wm.tosa_max_facts(model, fmt, r, xs)
        assert holds(model, facts == (r == wm.tosa_chain(model, fmt, xs)))


def test_the_chains_are_the_pooling_bodies():
    """The chains are the semantics the named ops had before: maximumf is
    FPModel.maximum, and TOSA keeps the first of equal values (-0 then +0
    gives -0, where maximumf gives +0)."""
    model = IEEEFP()
    neg, pos = model.constant(-0.0, TINY), model.constant(0.0, TINY)
    assert z3.simplify(wm.tosa_chain(model, TINY, [neg, pos])).eq(z3.simplify(neg))
    assert z3.simplify(wm.ieee_chain(model, TINY, [neg, pos], True)).eq(z3.simplify(pos))


def test_a_facts_mismatch_is_caught():
    """The guard can fail: maximumf's facts do not define TOSA's fold."""
    model, fmt = IEEEFP(), TINY
    xs, r = _window(model, fmt, 3)
    assert not holds(model, wm.ieee_extreme_facts(model, fmt, r, xs, True) == (r == wm.tosa_chain(model, fmt, xs)))


def test_unbound_terms():
    arr = z3.Array("arg0", z3.BitVecSort(64), z3.BitVecSort(8))
    assert wm.unbound([arr[z3.BitVec("ret0.i3", 64)], z3.BitVec("fold!2", 8), z3.BitVec("sum!3", 8)])
    assert not wm.unbound([arr[z3.BitVec("s!4", 64)]])
    assert not wm.unbound([z3.Lambda([z3.BitVec("d", 64)], arr[z3.BitVec("d", 64)])[z3.BitVecVal(0, 64)]])
