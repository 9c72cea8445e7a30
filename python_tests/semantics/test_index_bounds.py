"""`index_bounds.BoundedDivisions`: a fold is exact within the bounds
(proved by z3 for every assignment), and no fold happens where the
remainder can reach the divisor or the sum can wrap around."""

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.index_bounds import BoundedDivisions

i, j, k = (z3.BitVec(n, 64) for n in "ijk")


def _equal_within(e, out, bounds):
    s = z3.Solver()
    s.add(*[z3.ULT(v, ix.bv(b)) for v, b in bounds.items()], out != e)
    return s.check() == z3.unsat


def test_mixed_radix_digits_fold():
    bounds = {i: 14, j: 14}
    flat = i * 14 + j
    rw = BoundedDivisions(bounds)
    assert rw.rewrite(z3.UDiv(flat, ix.bv(14))).eq(i)
    assert rw.rewrite(z3.URem(flat, ix.bv(14))).eq(j)


def test_folds_are_exact_within_the_bounds():
    bounds = {i: 5, j: 3, k: 4}
    for e in [
        z3.UDiv(i * 12 + j * 4 + k, ix.bv(4)),
        z3.URem(z3.UDiv(i * 12 + j * 4 + k, ix.bv(4)), ix.bv(3)),
        z3.UDiv(i * 24 + j * 8 + 7, ix.bv(8)),
        z3.URem(i * 24 + j * 8 + 7, ix.bv(8)),
        z3.Lambda([k], z3.UDiv(i * 6 + 5, ix.bv(6))),
    ]:
        out = BoundedDivisions(bounds).rewrite(e)
        assert not out.eq(e), e
        assert _equal_within(e, out, bounds), e


def test_no_fold_when_the_remainder_can_reach_the_divisor():
    e = z3.UDiv(i * 14 + j, ix.bv(14))
    assert BoundedDivisions({i: 14, j: 15}).rewrite(e).eq(e)  # j = 14 carries into the quotient
    assert BoundedDivisions({i: 14}).rewrite(e).eq(e)  # j unbounded


def test_no_fold_when_the_sum_can_wrap():
    e = z3.UDiv(i * (1 << 62) + j, ix.bv(1 << 62))
    assert BoundedDivisions({i: 8, j: 4}).rewrite(e).eq(e)


def test_other_widths_are_left_alone():
    x = z3.BitVec("x", 18)
    e = z3.UDiv(x, z3.BitVecVal(4, 18))
    assert BoundedDivisions({i: 4}).rewrite(e).eq(e)
