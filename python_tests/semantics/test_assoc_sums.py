"""The --associative encoding of long sums (reductions.closed_sum,
associativity_facts): cancelling the common part of two hash sums keeps the
fact equivalent, and only terms free of bound variables, witnesses and
choices become fresh constants."""

import random

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.reductions import _bv_sum, _cancel, closed


def _equivalent(a, b) -> bool:
    s = z3.Solver()
    s.add(a != b)
    return s.check() == z3.unsat


def test_cancel_keeps_the_fact_equivalent():
    rng = random.Random(7)
    h = z3.Function("h", z3.BitVecSort(8), z3.BitVecSort(6))
    xs = [z3.BitVec(f"x{k}", 8) for k in range(5)]
    zero = z3.BitVecVal(0, 6)
    for _ in range(30):
        left = [h(rng.choice(xs)) for _ in range(rng.randint(0, 7))]
        right = [h(rng.choice(xs)) for _ in range(rng.randint(0, 7))]
        l2, r2 = _cancel(left, right)
        assert len(left) - len(l2) == len(right) - len(r2)
        assert _equivalent(_bv_sum(left, zero) != _bv_sum(right, zero), _bv_sum(l2, zero) != _bv_sum(r2, zero))


def test_cancel_of_a_permutation_with_one_element_replaced():
    h = z3.Function("h", z3.BitVecSort(8), z3.BitVecSort(6))
    xs = [h(z3.BitVec(f"x{k}", 8)) for k in range(50)]
    other = h(z3.BitVecVal(0, 8))
    perm = list(reversed(xs))
    perm[10] = other
    left, right = _cancel(xs, perm)
    assert [t.sexpr() for t in left] == [xs[39].sexpr()]
    assert [t.sexpr() for t in right] == [other.sexpr()]


def test_closed_terms():
    arr = z3.Array("mat", ix.INDEX, z3.BitVecSort(8))
    k = z3.BitVec("s!4", 64)  # a binder's variable (Names.fresh)
    witness = z3.BitVec("ret.i0", 64)
    choice = z3.Bool("src.choice.nsz.1")
    assert closed([arr[ix.bv(3)], z3.BitVec("afp.c.f32.1.5", 8), z3.BitVec("sum!9", 8)])
    assert not closed([arr[k]])
    assert not closed([arr[witness]])
    assert not closed([z3.If(choice, arr[ix.bv(0)], arr[ix.bv(1)])])
    lam = z3.Lambda([z3.BitVec("d", 64)], arr[z3.BitVec("d", 64)])
    assert not closed([lam[ix.bv(0)]])
