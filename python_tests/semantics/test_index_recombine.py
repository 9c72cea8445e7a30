"""`index.add` folds an address of `unflatten(x)` back to `x`: the two
rules are exact (proved here for symbolic operands), they fire for the
shapes views produce, and nothing else is rewritten."""

import z3

from tvmlir.semantics import index as ix


def _valid(claim) -> bool:
    s = z3.Solver()
    s.add(z3.Not(claim))
    return s.check() == z3.unsat


def _address(offset, flat, dims, strides):
    out = offset
    for i, s in zip(ix.unflatten(flat, dims), strides):
        out = ix.add(out, ix.mul(i, s))
    return out


def test_rules_are_exact():
    # Proved on 8 and 16 bits: neither rule depends on the width (the second
    # needs c * d to fit), and wide symbolic division is slow to prove.
    x8, c8 = z3.BitVecs("x8 c8", 8)
    assert _valid(z3.UDiv(x8, c8) * c8 + z3.URem(x8, c8) == x8)  # any c, zero included
    x = z3.BitVec("x", 16)
    for cv, dv in ((10, 12), (7, 300), (255, 257)):
        cc, dd = z3.BitVecVal(cv, 16), z3.BitVecVal(dv, 16)
        assert _valid(z3.URem(z3.UDiv(x, cc), dd) * cc + z3.URem(x, cc) == z3.URem(x, z3.BitVecVal(cv * dv, 16)))


def test_row_major_addresses_fold():
    x, o, m, n = z3.BitVecs("x o m n", 64)
    assert _address(o, x, [ix.bv(3), ix.bv(4), ix.bv(5)], [ix.bv(20), ix.bv(5), ix.bv(1)]).eq(o + x)
    assert _address(o, x, [m, n], [n, ix.bv(1)]).eq(o + x)


def test_other_sums_are_kept():
    x, y, o = z3.BitVecs("x y o", 64)
    c = ix.bv(10)
    kept = ix.add(ix.mul(z3.UDiv(x, c), c), z3.URem(y, c))  # different dividends
    assert kept.eq(z3.UDiv(x, c) * c + z3.URem(y, c))
    strided = _address(o, x, [ix.bv(4), ix.bv(5)], [ix.bv(6), ix.bv(1)])  # a padded row: not x
    assert not z3.simplify(strided).eq(z3.simplify(o + x))
    # c * d would wrap: the second rule does not fire.
    big = ix.bv(1 << 33)
    kept = ix.add(ix.mul(z3.URem(z3.UDiv(x, big), big), big), z3.URem(x, big))
    assert z3.is_app_of(kept, z3.Z3_OP_BADD)
