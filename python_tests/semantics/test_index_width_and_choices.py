"""The shared scalar semantics' index width (`ScalarSemantics(index_width=)`,
what `--index-bitwidth` sets) and per-execution `nsz` choices (`encode(...,
choose=)`), as `tv-check` and `--verify` use them."""

from __future__ import annotations

import pytest
import z3
from hypothesis import given
from hypothesis import strategies as st
from xdsl.dialects.builtin import IndexType, IntegerType

from semtest_util import F32, abstract, holds
from test_scalar_api import ops_of
from tvmlir.semantics import index as ix
from tvmlir.semantics.fp import IEEEFP
from tvmlir.semantics.scalar import ScalarSemantics


@pytest.mark.parametrize("width", [16, 32, 64])
def test_index_sort_and_arithmetic_follow_the_width(width):
    sem = ScalarSemantics(abstract(), index_width=width)
    assert sem.sort(IndexType()) == z3.BitVecSort(width)
    (c, add) = ops_of("  %c = arith.constant -1 : index\n  %r = arith.addi %i, %c : index", "%i: index")
    (minus_one,) = sem.encode(c, []).results
    assert minus_one.size() == width
    i = sem.fresh("i", IndexType())
    (r,) = sem.encode(add, [i, minus_one]).results
    assert z3.simplify(z3.substitute(r, (i, z3.BitVecVal(0, width)))).as_long() == (1 << width) - 1


def test_index_cast_extends_from_the_index_width():
    sem = ScalarSemantics(abstract(), index_width=32)
    (cast,) = ops_of("  %r = arith.index_cast %i : index to i64", "%i: index")
    (r,) = sem.encode(cast, [z3.BitVecVal(0xFFFFFFFF, 32)]).results
    assert r.size() == 64 and z3.simplify(r).as_signed_long() == -1
    (back,) = ops_of("  %r = arith.index_cast %j : i64 to index", "%j: i64")
    (r,) = sem.encode(back, [z3.BitVecVal(1 << 32, 64)]).results
    assert r.size() == 32 and z3.simplify(r).as_long() == 0


@given(st.integers(min_value=0, max_value=(1 << 31) - 1), st.sampled_from([8, 16, 32, 64]))
def test_index_values_round_trip_through_index_terms(n, width):
    """Extents fit the target's index (below 2^(width-1)): narrowing to an
    index value and widening back is the identity."""
    n %= 1 << (width - 1)
    t = ix.bv(n)
    v = ix.to_index_value(t, width)
    assert v.size() == width
    assert ix.value(ix.from_index_value(v)) == n
    sym = z3.BitVec("e", 64)
    back = ix.from_index_value(ix.to_index_value(sym, width))
    assert holds(abstract(), z3.Implies(z3.ULT(sym, ix.bv(1 << (width - 1))), back == sym))


@pytest.mark.parametrize("make", [abstract, IEEEFP], ids=["abstract", "ieee"])
def test_nsz_takes_the_callers_choice_per_execution(make):
    m = make()
    sem = ScalarSemantics(m)
    (op,) = ops_of("  %r = arith.subf %x, %x fastmath<nsz> : f32")
    x = m.fresh("x", F32)
    finite = z3.Not(z3.Or(m.is_nan(x, F32), m.is_inf(x, F32)))
    made = []

    def choose(what):
        made.append(what)
        return z3.Bool(f"c{len(made)}")

    a = sem.encode(op, [x, x], choose=choose).results[0]
    b = sem.encode(op, [x, x], choose=choose).results[0]
    assert made == ["nsz", "nsz"]
    # each execution has its own choice: the two results may differ
    assert not holds(m, z3.Implies(finite, m.same(a, b, F32)))
    # and the choice decides the sign of the zero
    assert holds(m, z3.Implies(z3.And(finite, z3.Bool("c1")), m.same(a, m.constant(-0.0, F32), F32)))
    assert holds(m, z3.Implies(z3.And(finite, z3.Not(z3.Bool("c1"))), m.same(a, m.constant(0.0, F32), F32)))
    # without a chooser the choice is a function of the operands (--verify)
    c = sem.encode(op, [x, x]).results[0]
    d = sem.encode(op, [x, x]).results[0]
    assert holds(m, m.same(c, d, F32))
    # an op without nsz asks for no choice
    (plain,) = ops_of("  %r = arith.subf %x, %x : f32")
    sem.encode(plain, [x, x], choose=choose)
    assert len(made) == 2


def test_integer_widths_do_not_depend_on_the_index_width():
    sem = ScalarSemantics(abstract(), index_width=32)
    assert sem.sort(IntegerType(64)) == z3.BitVecSort(64)
