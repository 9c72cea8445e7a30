"""`ScalarSemantics` as other parts use it: sorts, fresh values, `same`,
every `Unsupported` path, fast-math flags, and the `tv` abstract-FP ops
going through the same float encodings as `arith`."""

from __future__ import annotations

import pytest
import z3
from xdsl.dialects.builtin import (
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    IndexType,
    IntegerType,
    TensorType,
    f32,
)

from semtest_refine import functions, refines
from semtest_util import F32, abstract, holds
from tvmlir.semantics.encoding import int_width
from tvmlir.semantics.fp import AbstractFP, IEEEFP
from tvmlir.semantics.scalar import ScalarSemantics, Unsupported
from tvmlir.tv_dialect.abstract_float import AbstractFloatType


def ops_of(body: str, args: str = "%x: f32, %y: f32"):
    """The ops of a one-block function (its return excluded)."""
    func = functions(f"func.func @f({args}) {{\n{body}\n  return\n}}")["f"]
    return list(func.body.block.ops)[:-1]


def sem_of(model=None):
    return ScalarSemantics(model or AbstractFP(6))


# ----- sorts, fresh, same ----------------------------------------------------------


def test_sorts():
    sem = sem_of()
    assert sem.sort(IntegerType(1)) == z3.BitVecSort(1)
    assert sem.sort(IntegerType(17)) == z3.BitVecSort(17)
    assert sem.sort(IndexType()) == z3.BitVecSort(64)
    assert sem.sort(Float32Type()).size() == 6
    assert sem.sort(AbstractFloatType(Float64Type())) == sem.sort(Float64Type())
    assert ScalarSemantics(IEEEFP()).sort(Float16Type()) == z3.FPSort(5, 11)


def test_fresh_and_same():
    for model in (abstract(), IEEEFP()):
        sem = ScalarSemantics(model)
        x = sem.fresh("x", f32)
        assert x.sort() == sem.sort(f32)
        nan1 = model.constant(float("nan"), F32)
        assert holds(model, sem.same(nan1, model.neg(nan1, F32), f32))  # NaN sign is not observable
        assert holds(model, z3.Not(sem.same(model.constant(0.0, F32), model.constant(-0.0, F32), f32)))
        i = sem.fresh("i", IntegerType(8))
        assert holds(model, sem.same(i, i, IntegerType(8)))


# ----- Unsupported ------------------------------------------------------------------


@pytest.mark.parametrize(
    "t", [TensorType(f32, [2]), Float80Type()], ids=["tensor", "f80"]
)
def test_sort_of_a_non_scalar_or_unmodelled_type(t):
    with pytest.raises(Unsupported) as info:
        sem_of().sort(t)
    assert info.value.op is None


UNSUPPORTED_OPS = {
    "unregistered op": ('%r = "test.op"(%x) : (f32) -> f32', "%x: f32"),
    "bitcast": ("%r = arith.bitcast %x : f32 to i32", "%x: f32"),
    "tv.fsum": ("%r = tv.fsum %t : tensor<4x!tv.afloat<f32>> -> !tv.afloat<f32>", "%t: tensor<4x!tv.afloat<f32>>"),
    "tv.fdot": (
        "%r = tv.fdot %t, %t : tensor<4x!tv.afloat<f32>> -> !tv.afloat<f32>",
        "%t: tensor<4x!tv.afloat<f32>>",
    ),
    "math.atan2 (no encoding)": ("%r = math.atan2 %x, %x : f32", "%x: f32"),
    "math.fpowi (no encoding)": ("%r = math.fpowi %x, %i : f32, i32", "%x: f32, %i: i32"),
    "dense constant": ("%r = arith.constant dense<1.0> : tensor<2xf32>", ""),
    "f80 arithmetic": ("%r = arith.addf %x, %x : f80", "%x: f80"),
    "truncf with a rounding mode": (
        '%r = "arith.truncf"(%x) {roundingmode = 1 : i32} : (f64) -> f32',
        "%x: f64",
    ),
    "func.call": ("%r = func.call @g(%x) : (f32) -> f32", "%x: f32"),
}


@pytest.mark.parametrize("name", UNSUPPORTED_OPS)
def test_unsupported_ops(name):
    line, args = UNSUPPORTED_OPS[name]
    (op, *_) = ops_of("  " + line, args)
    sem = sem_of()
    operands = [z3.BitVec(f"a{i}", 8) for i, _ in enumerate(op.operands)]  # never looked at
    with pytest.raises(Unsupported) as info:
        sem.encode(op, operands)
    assert info.value.op is op
    assert str(info.value).startswith("unsupported ")


def test_int_width_of_a_float_type_is_unsupported():
    (op,) = ops_of("  %r = arith.addf %x, %y : f32")
    with pytest.raises(Unsupported):
        int_width(op, f32)


# ----- fast-math ---------------------------------------------------------------------


def encode_one(line, model, args="%x: f32, %y: f32", poison=None):
    (op,) = ops_of("  " + line, args)
    sem = ScalarSemantics(model)
    x, y = model.fresh("x", F32), model.fresh("y", F32)
    terms = [(x, y)[o.index] for o in op.operands]  # block arguments %x, %y
    return sem, x, y, sem.encode(op, terms, poison)


@pytest.mark.parametrize("make", [abstract, IEEEFP], ids=["abstract", "ieee"])
def test_nnan_and_ninf_make_non_finite_values_poison(make):
    m = make()
    _, x, y, enc = encode_one("%r = arith.addf %x, %y fastmath<nnan> : f32", m)
    r = enc.results[0]
    assert holds(m, enc.poison[0] == z3.Or(m.is_nan(x, F32), m.is_nan(y, F32), m.is_nan(r, F32)))
    _, x, y, enc = encode_one("%r = arith.cmpf olt, %x, %y fastmath<ninf> : f32", m)
    assert holds(m, enc.poison[0] == z3.Or(m.is_inf(x, F32), m.is_inf(y, F32)))
    _, x, y, enc = encode_one("%r = arith.mulf %x, %y fastmath<fast> : f32", m)
    assert holds(m, z3.Implies(m.is_nan(x, F32), enc.poison[0]))
    _, x, y, enc = encode_one("%r = arith.mulf %x, %y fastmath<reassoc,contract> : f32", m)
    assert z3.is_false(enc.poison[0])


@pytest.mark.parametrize("make", [abstract, IEEEFP], ids=["abstract", "ieee"])
def test_nsz_lets_a_zero_take_either_sign(make):
    m = make()
    _, x, y, enc = encode_one("%r = arith.subf %x, %x fastmath<nsz> : f32", m)
    r = enc.results[0]
    finite = z3.Not(z3.Or(m.is_nan(x, F32), m.is_inf(x, F32)))
    assert holds(m, z3.Implies(finite, m.is_zero(r, F32)))
    assert not holds(m, z3.Implies(finite, m.same(r, m.constant(0.0, F32), F32)))
    # the choice does not depend on the operand order of a commutative op
    (op1,) = ops_of("  %r = arith.addf %x, %y fastmath<nsz> : f32")
    (op2,) = ops_of("  %r = arith.addf %y, %x fastmath<nsz> : f32")
    sem = ScalarSemantics(m)
    a = sem.encode(op1, [x, y]).results[0]
    b = sem.encode(op2, [y, x]).results[0]
    assert holds(m, m.same(a, b, F32))


# ----- tv ops ------------------------------------------------------------------------

TV_PAIRS = {
    "tv.fadd commutes": (
        "%r = tv.fadd %x, %y : !tv.afloat<f32>",
        "%r = tv.fadd %y, %x : !tv.afloat<f32>",
        True, True),
    "tv.fsub is fadd of fneg": (
        "%r = tv.fsub %x, %y : !tv.afloat<f32>",
        "%n = tv.fneg %y : !tv.afloat<f32>\n  %r = tv.fadd %x, %n : !tv.afloat<f32>",
        True, True),
    "tv.fdiv does not commute": (
        "%r = tv.fdiv %x, %y : !tv.afloat<f32>",
        "%r = tv.fdiv %y, %x : !tv.afloat<f32>",
        False, False),
    "x + +0.0 is not x": (
        "%z = tv.constant 0.0 : f32\n  %r = tv.fadd %x, %z : !tv.afloat<f32>",
        "%n = tv.fneg %x : !tv.afloat<f32>\n  %r = tv.fneg %n : !tv.afloat<f32>",
        False, False),
    "x + -0.0 is x": (
        "%z = tv.constant -0.0 : f32\n  %r = tv.fadd %x, %z : !tv.afloat<f32>",
        "%r = tv.fpow %x, %one : !tv.afloat<f32>",
        True, True),
    "1.0 + 2.0 folds to 3.0 only under IEEE": (
        "%a = tv.constant 1.0 : f32\n  %b = tv.constant 2.0 : f32\n  %r = tv.fadd %a, %b : !tv.afloat<f32>",
        "%r = tv.constant 3.0 : f32",
        False, True),
    "tv.fcast round trip": (
        "%w = tv.fcast %x : !tv.afloat<f32> to !tv.afloat<f64>\n  %r = tv.fcast %w : !tv.afloat<f64> to !tv.afloat<f32>",
        "%r = tv.fmul %x, %one : !tv.afloat<f32>",
        True, True),
}


def _tv_function(body: str, result: str) -> str:
    return (
        "func.func @f(%x: !tv.afloat<f32>, %y: !tv.afloat<f32>) -> !tv.afloat<f32> {\n"
        f"  %one = tv.constant 1.0 : f32\n  {body}\n  return {result} : !tv.afloat<f32>\n}}"
    )


@pytest.mark.parametrize("name", TV_PAIRS)
@pytest.mark.parametrize("fp", ["abstract", "ieee"])
def test_tv_ops(name, fp):
    src, tgt, in_abstract, in_ieee = TV_PAIRS[name]
    last = lambda body: body.split("\n")[-1].split("=")[0].strip()  # noqa: E731
    s = functions(_tv_function(src, last(src)))["f"]
    t = functions(_tv_function(tgt, last(tgt)))["f"]
    expected = in_abstract if fp == "abstract" else in_ieee
    assert (refines(s, t, fp) == z3.unsat) == expected


def test_tv_fcmp():
    text = (
        "func.func @f(%x: !tv.afloat<f32>) -> i1 {\n"
        "  %r = tv.fcmp uno, %x, %x : !tv.afloat<f32>\n  return %r : i1\n}"
    )
    tgt = (
        "func.func @f(%x: !tv.afloat<f32>) -> i1 {\n"
        "  %r = tv.fcmp une, %x, %x : !tv.afloat<f32>\n  return %r : i1\n}"
    )
    for fp in ("abstract", "ieee"):
        assert refines(functions(text)["f"], functions(tgt)["f"], fp) == z3.unsat
