"""Integer `arith` (and `math`) semantics against Python reference
arithmetic on random concrete values: wrapping, division rules, shifts, and
when the result is poison or the op is UB."""

from __future__ import annotations

import functools

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from semtest_refine import functions
from tvmlir.semantics.fp import IEEEFP
from tvmlir.semantics.scalar import ScalarSemantics

WIDTHS = [1, 3, 8, 32, 64]


@functools.cache
def op_of(line: str, arg_types: tuple[str, ...], result_type: str, results: int = 1):
    """The first op of `func.func @f(%a: .., %b: ..) { <line>; return }`."""
    args = ", ".join(f"%{n}: {t}" for n, t in zip("abc", arg_types))
    bind, ret = ("%r", "%r") if results == 1 else (f"%r:{results}", "%r#0")
    text = f"func.func @f({args}) -> {result_type} {{\n  {bind} = {line}\n  return {ret} : {result_type}\n}}"
    return next(iter(functions(text)["f"].body.block.ops))


def evaluate(line, values, widths, result_type=None):
    """(result, poison, ub) of the op on constants, as Python values."""
    arg_types = tuple("index" if w == "index" else f"i{w}" for w in widths)
    op = op_of(line, arg_types, result_type or arg_types[0])
    sem = ScalarSemantics(IEEEFP())
    terms = [z3.BitVecVal(v, 64 if w == "index" else w) for v, w in zip(values, widths)]
    enc = sem.encode(op, terms)
    result = z3.simplify(enc.results[0])
    return result.as_long(), z3.is_true(z3.simplify(enc.poison[0])), z3.is_true(z3.simplify(enc.ub))


def signed(v, w):
    return v - (1 << w) if v >> (w - 1) & 1 else v


def wrap(v, w):
    return v % (1 << w)


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def in_signed(v, w):
    return -(1 << (w - 1)) <= v < (1 << (w - 1))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(WIDTHS), st.data())
def test_add_sub_mul_with_overflow_flags(w, data):
    a, b = (data.draw(st.integers(0, (1 << w) - 1)) for _ in "ab")
    sa, sb = signed(a, w), signed(b, w)
    cases = {
        "arith.addi": (a + b, sa + sb),
        "arith.subi": (a - b, sa - sb),
        "arith.muli": (a * b, sa * sb),
    }
    for name, (unsigned_exact, signed_exact) in cases.items():
        assert evaluate(f"{name} %a, %b : i{w}", (a, b), (w, w)) == (wrap(unsigned_exact, w), False, False)
        nsw = evaluate(f"{name} %a, %b overflow<nsw> : i{w}", (a, b), (w, w))
        assert nsw[1] == (not in_signed(signed_exact, w))
        nuw = evaluate(f"{name} %a, %b overflow<nuw> : i{w}", (a, b), (w, w))
        assert nuw[1] == (not 0 <= unsigned_exact < (1 << w))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(WIDTHS), st.data())
def test_division_family(w, data):
    a, b = (data.draw(st.integers(0, (1 << w) - 1)) for _ in "ab")
    sa, sb = signed(a, w), signed(b, w)
    signed_ub = b == 0 or (sa == -(1 << (w - 1)) and sb == -1)

    def check(name, expected, ub):
        result, poison, got_ub = evaluate(f"arith.{name} %a, %b : i{w}", (a, b), (w, w))
        assert got_ub == ub, name
        assert not poison
        if not ub:
            assert result == wrap(expected, w), name

    check("divui", b and a // b, b == 0)
    check("remui", b and a % b, b == 0)
    check("ceildivui", b and -(-a // b), b == 0)
    if sb:
        q = trunc_div(sa, sb)
        check("divsi", q, signed_ub)
        check("remsi", sa - q * sb, False)  # INT_MIN % -1 is 0 (MLIR 19: only a zero divisor is UB)
        check("floordivsi", sa // sb, signed_ub)
        check("ceildivsi", -(-sa // sb), signed_ub)
    else:
        for name in ("divsi", "remsi", "floordivsi", "ceildivsi"):
            check(name, 0, True)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(WIDTHS), st.data())
def test_shifts(w, data):
    a = data.draw(st.integers(0, (1 << w) - 1))
    b = data.draw(st.one_of(st.integers(0, min(w + 2, (1 << w) - 1)), st.integers(0, (1 << w) - 1)))
    too_far = b >= w
    shl = evaluate(f"arith.shli %a, %b : i{w}", (a, b), (w, w))
    assert shl[1] == too_far and not shl[2]
    if not too_far:
        assert shl[0] == wrap(a << b, w)
        assert evaluate(f"arith.shrui %a, %b : i{w}", (a, b), (w, w))[0] == a >> b
        assert evaluate(f"arith.shrsi %a, %b : i{w}", (a, b), (w, w))[0] == wrap(signed(a, w) >> b, w)
        nuw = evaluate(f"arith.shli %a, %b overflow<nuw> : i{w}", (a, b), (w, w))
        assert nuw[1] == (wrap(a << b, w) >> b != a)
        nsw = evaluate(f"arith.shli %a, %b overflow<nsw> : i{w}", (a, b), (w, w))
        assert nsw[1] == (signed(wrap(a << b, w), w) >> b != signed(a, w))
    else:
        assert evaluate(f"arith.shrui %a, %b : i{w}", (a, b), (w, w))[1]
        assert evaluate(f"arith.shrsi %a, %b : i{w}", (a, b), (w, w))[1]


CMPI = {
    "eq": lambda a, b, sa, sb: a == b,
    "ne": lambda a, b, sa, sb: a != b,
    "slt": lambda a, b, sa, sb: sa < sb,
    "sle": lambda a, b, sa, sb: sa <= sb,
    "sgt": lambda a, b, sa, sb: sa > sb,
    "sge": lambda a, b, sa, sb: sa >= sb,
    "ult": lambda a, b, sa, sb: a < b,
    "ule": lambda a, b, sa, sb: a <= b,
    "ugt": lambda a, b, sa, sb: a > b,
    "uge": lambda a, b, sa, sb: a >= b,
}


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(WIDTHS), st.data())
def test_bitwise_minmax_cmpi(w, data):
    a, b = (data.draw(st.integers(0, (1 << w) - 1)) for _ in "ab")
    sa, sb = signed(a, w), signed(b, w)
    expected = {
        "andi": a & b,
        "ori": a | b,
        "xori": a ^ b,
        "minui": min(a, b),
        "maxui": max(a, b),
        "minsi": wrap(min(sa, sb), w),
        "maxsi": wrap(max(sa, sb), w),
    }
    for name, value in expected.items():
        assert evaluate(f"arith.{name} %a, %b : i{w}", (a, b), (w, w)) == (value, False, False)
    for pred, ref in CMPI.items():
        got = evaluate(f"arith.cmpi {pred}, %a, %b : i{w}", (a, b), (w, w), "i1")
        assert got == (int(ref(a, b, sa, sb)), False, False), pred


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([(8, 32), (1, 8), (16, 64), (32, 64)]), st.data())
def test_extensions_truncations_index_casts(widths, data):
    narrow, wide = widths
    a = data.draw(st.integers(0, (1 << narrow) - 1))
    big = data.draw(st.integers(0, (1 << wide) - 1))
    assert evaluate(f"arith.extsi %a : i{narrow} to i{wide}", (a,), (narrow,), f"i{wide}")[0] == wrap(
        signed(a, narrow), wide
    )
    assert evaluate(f"arith.extui %a : i{narrow} to i{wide}", (a,), (narrow,), f"i{wide}")[0] == a
    assert evaluate(f"arith.trunci %a : i{wide} to i{narrow}", (big,), (wide,), f"i{narrow}")[0] == wrap(
        big, narrow
    )
    to_index = evaluate(f"arith.index_cast %a : i{narrow} to index", (a,), (narrow,), "index")[0]
    assert to_index == wrap(signed(a, narrow), 64)
    to_index_u = evaluate(f'"arith.index_castui"(%a) : (i{narrow}) -> index', (a,), (narrow,), "index")[0]
    assert to_index_u == a
    from_index = evaluate(f"arith.index_cast %a : index to i{narrow}", (big,), ("index",), f"i{narrow}")[0]
    assert from_index == wrap(big, narrow)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([3, 8, 32]), st.data())
def test_extended_arithmetic_and_bit_counting(w, data):
    a, b = (data.draw(st.integers(0, (1 << w) - 1)) for _ in "ab")
    sa, sb = signed(a, w), signed(b, w)
    op = op_of(f"arith.addui_extended %a, %b : i{w}, i1", (f"i{w}", f"i{w}"), f"i{w}", 2)
    sem = ScalarSemantics(IEEEFP())
    results = [z3.simplify(r).as_long() for r in sem.encode(op, [z3.BitVecVal(a, w), z3.BitVecVal(b, w)]).results]
    assert results == [wrap(a + b, w), int(a + b >= 1 << w)]
    for name, product in (("mului_extended", a * b), ("mulsi_extended", sa * sb)):
        op = op_of(f"arith.{name} %a, %b : i{w}", (f"i{w}", f"i{w}"), f"i{w}", 2)
        results = [z3.simplify(r).as_long() for r in sem.encode(op, [z3.BitVecVal(a, w), z3.BitVecVal(b, w)]).results]
        assert results == [wrap(product, w), wrap(product >> w, w)]
    assert evaluate(f"math.ctpop %a : i{w}", (a,), (w,))[0] == bin(a).count("1")
    assert evaluate(f"math.ctlz %a : i{w}", (a,), (w,))[0] == w - a.bit_length()
    assert evaluate(f"math.cttz %a : i{w}", (a,), (w,))[0] == (((a & -a).bit_length() - 1) if a else w)
    assert evaluate(f"math.absi %a : i{w}", (a,), (w,))[0] == wrap(abs(sa), w)


def test_constants():
    sem = ScalarSemantics(IEEEFP())
    for line, t, value in [
        ("arith.constant -1 : i32", "i32", 0xFFFFFFFF),
        ("arith.constant true", "i1", 1),
        ("arith.constant false", "i1", 0),
        ("arith.constant 13 : index", "index", 13),
        ("arith.constant -2 : index", "index", (1 << 64) - 2),
    ]:
        op = op_of(line, (), t)
        assert z3.simplify(sem.encode(op, []).results[0]).as_long() == value


# ----- poison and UB --------------------------------------------------------------

P = z3.Bool("p")
Q = z3.Bool("q")


def encode_with_poison(line, values, poison, widths=(32, 32), result_type=None):
    arg_types = tuple(f"i{w}" for w in widths)
    op = op_of(line, arg_types, result_type or arg_types[-1])
    sem = ScalarSemantics(IEEEFP())
    return sem.encode(op, [z3.BitVecVal(v, w) for v, w in zip(values, widths)], poison)


def equivalent(a, b):
    solver = z3.Solver()
    solver.add(a != b)
    return solver.check() == z3.unsat


def test_poison_propagates_through_arithmetic():
    enc = encode_with_poison("arith.muli %a, %b : i32", (0, 5), [P, None])
    assert equivalent(enc.poison[0], P)  # poison * 0 is still poison
    assert z3.is_false(enc.ub)


def test_select_passes_on_the_chosen_operands_poison_only():
    enc = encode_with_poison("arith.select %a, %b, %c : i32", (1, 7, 9), [None, P, Q], (1, 32, 32))
    assert equivalent(enc.poison[0], P)
    enc = encode_with_poison("arith.select %a, %b, %c : i32", (0, 7, 9), [None, P, Q], (1, 32, 32))
    assert equivalent(enc.poison[0], Q)
    enc = encode_with_poison("arith.select %a, %b, %c : i32", (0, 7, 9), [P, None, None], (1, 32, 32))
    assert equivalent(enc.poison[0], P)


@pytest.mark.parametrize("name", ["divsi", "divui", "remsi", "remui", "ceildivsi", "floordivsi", "ceildivui"])
def test_poison_divisor_is_ub(name):
    enc = encode_with_poison(f"arith.{name} %a, %b : i32", (7, 3), [None, P])
    assert equivalent(enc.ub, P)
    assert z3.is_false(z3.simplify(enc.poison[0]))


def test_remsi_poison_dividend_over_minus_one_is_poison():
    enc = encode_with_poison("arith.remsi %a, %b : i32", (7, 0xFFFFFFFF), [P, None])
    assert z3.is_false(z3.simplify(enc.ub))
    assert equivalent(enc.poison[0], P)


@pytest.mark.parametrize("name", ["divsi", "ceildivsi", "floordivsi"])
def test_poison_dividend_over_minus_one_is_ub(name):
    enc = encode_with_poison(f"arith.{name} %a, %b : i32", (7, 0xFFFFFFFF), [P, None])
    assert equivalent(enc.ub, P)
    enc = encode_with_poison(f"arith.{name} %a, %b : i32", (7, 3), [P, None])
    assert equivalent(enc.ub, z3.BoolVal(False))
    assert equivalent(enc.poison[0], P)


def test_false_poison_flags_are_dropped():
    enc = encode_with_poison("arith.addi %a, %b : i32", (1, 2), [z3.BoolVal(False), None])
    assert z3.is_false(enc.poison[0])


def test_encoding_unpacks_as_results_and_ub():
    results, ub = encode_with_poison("arith.addi %a, %b : i32", (1, 2), None)
    assert z3.simplify(results[0]).as_long() == 3 and z3.is_false(ub)
