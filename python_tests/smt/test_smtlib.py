"""The SMT-LIB printer: text shape, names, sharing, logic, and exact
examples of the constructs hypothesis does not draw (integers,
uninterpreted sorts, every FP conversion), each checked by z3 and cvc5."""

from __future__ import annotations

import pytest
import z3
from conftest import parse

from tvmlir.smt.errors import Unsupported
from tvmlir.smt.from_z3 import from_z3
from tvmlir.smt.smtlib import MAX_INLINE_DEPTH, print_smtlib
from tvmlir.smt.solvers import check_z3, run_cvc5, run_z3_cli


def smtlib(assertions) -> str:
    module = from_z3(assertions)
    module.verify()
    return print_smtlib(module)


def agree(assertions, expected: str | None, same_names: bool = True) -> str:
    """Prints, reads back equivalent (when no symbol had to be renamed), and
    all three solvers say `expected`."""
    text = smtlib(assertions)
    if same_names:
        parsed = z3.parse_smt2_string(text)
        s = z3.Solver()
        s.add(z3.Not(z3.And(assertions) == z3.And(list(parsed))))
        assert s.check() == z3.unsat, text
    inproc = check_z3(assertions, 10000).verdict
    assert inproc in ("sat", "unsat")
    expected = expected or inproc
    assert inproc == expected
    assert [r.verdict for r in run_z3_cli(text, 10000)] == [expected], text
    assert [r.verdict for r in run_cvc5(text, 10000)] == [expected], text
    return text


def test_script_shape():
    x, y = z3.BitVecs("x y", 8)
    s = x + y
    text = smtlib([s * s == s])
    assert text == (
        "(set-logic QF_BV)\n"
        "(declare-fun x () (_ BitVec 8))\n"
        "(declare-fun y () (_ BitVec 8))\n"
        "(define-fun t!0 () (_ BitVec 8) (bvadd x y))\n"
        "(assert (= (bvmul t!0 t!0) t!0))\n"
        "(check-sat)\n"
    )


def test_shared_terms_under_binders_use_let():
    x, q = z3.BitVecs("x q", 8)
    inner = q * q
    text = smtlib([z3.ForAll([q], inner + inner == x)])
    assert "(forall ((q (_ BitVec 8))) (let ((t!0 (bvmul q q))) (= (bvadd t!0 t!0) x)))" in text
    assert text.startswith("(set-logic BV)\n")


def test_names_are_unique_and_quoted():
    a = z3.BitVec("a b", 4)
    b = z3.Bool("t!0")
    c = z3.Bool("and")
    d = z3.BitVec("x", 4)
    e = z3.Bool("x")
    f = z3.Bool("fp.add")
    g = z3.Bool("bv8")
    text = agree([b, c, e, f, g, a + a == d, a != 0], "sat", same_names=False)
    assert "(declare-fun fp.add_1 () Bool)" in text
    assert "(declare-fun bv8 () Bool)" in text
    assert "(declare-fun |a b| () (_ BitVec 4))" in text
    assert "(declare-fun t!0 () Bool)" in text
    assert "(declare-fun and_1 () Bool)" in text
    assert "(declare-fun x () Bool)" in text
    assert "(declare-fun x_1 () (_ BitVec 4))" in text
    assert "(assert (= (bvadd |a b| |a b|) x_1))" in text


def test_deep_terms_are_cut_by_names():
    x = z3.BitVec("x", 8)
    t = x
    for i in range(200):
        t = t * 3 + i
    text = smtlib([t == 0])
    assert text.count("define-fun") >= 400 // MAX_INLINE_DEPTH
    depth = max_depth(text)
    assert depth <= MAX_INLINE_DEPTH + 4


def max_depth(text: str) -> int:
    depth = best = 0
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        best = max(best, depth)
    return best


def test_output_is_deterministic():
    x = z3.BitVec("x", 8)
    formula = [z3.ForAll([z3.BitVec("q", 8)], x != z3.BitVec("q", 8) + 1)]
    assert smtlib(formula) == smtlib(formula)


@pytest.mark.parametrize(
    "assertions, logic, verdict",
    [
        ([z3.Bool("p")], "QF_UF", "sat"),
        ([z3.BitVec("x", 4) == 1], "QF_BV", "sat"),
        ([z3.Function("f", z3.BitVecSort(4), z3.BoolSort())(z3.BitVec("x", 4))], "QF_UFBV", "sat"),
        ([z3.Array("a", z3.BitVecSort(4), z3.BitVecSort(4))[z3.BitVec("i", 4)] == 2], "QF_ABV", "sat"),
        (
            [z3.Function("f", z3.ArraySort(z3.BitVecSort(4), z3.BoolSort()), z3.BoolSort())(
                z3.Array("a", z3.BitVecSort(4), z3.BoolSort()))],
            "QF_AUFBV",
            "sat",
        ),
        ([z3.fpIsNaN(z3.FP("f", z3.Float32()))], "QF_FP", "sat"),
        ([z3.fpToUBV(z3.RTZ(), z3.FP("f", z3.Float32()), z3.BitVecSort(8)) == 3], "QF_BVFP", "sat"),
        ([z3.Int("i") * 2 == 4], "QF_LIA", "sat"),
        ([z3.Int("i") * z3.Int("i") == 4], "QF_NIA", "sat"),
        ([z3.Int("i") % z3.Int("j") == 4, z3.Int("j") == 5], "QF_NIA", "sat"),
        ([z3.BV2Int(z3.BitVec("x", 4)) == 20], "QF_BVLIA", "unsat"),
        ([z3.ForAll([z3.BitVec("q", 4)], z3.BitVec("q", 4) != 3)], "BV", "unsat"),
        ([z3.Const("s", z3.DeclareSort("S")) != z3.Const("t", z3.DeclareSort("S"))], "QF_UF", "sat"),
        (
            [z3.Select(z3.Lambda([z3.BitVec("i", 4)], z3.BitVec("i", 4) + 1), z3.BitVec("j", 4)) == 0],
            "HO_ALL",
            "sat",
        ),
        ([z3.K(z3.BitVecSort(4), z3.BitVecVal(1, 4))[z3.BitVec("i", 4)] == 2], "QF_ABV", "unsat"),
        ([z3.K(z3.BitVecSort(4), z3.BitVec("x", 4))[z3.BitVec("i", 4)] != z3.BitVec("x", 4)], "HO_ALL", "unsat"),
    ],
)
def test_logic_and_verdicts(assertions, logic, verdict):
    text = agree(assertions, verdict)
    assert text.startswith(f"(set-logic {logic})\n")


def test_integers():
    i, j = z3.Ints("i j")
    agree(
        [
            i + j * 2 - 4 == -i,
            j / 2 > 1,
            i % 4 != 0,
            z3.Abs(i) >= 0,
            i <= 10,
            i < 20,
            j > -100,
            -j < 100,
            z3.Int2BV(i, 4) == z3.BitVecVal(3, 4),
            z3.BV2Int(z3.BitVec("b", 3)) <= j,
        ],
        "sat",
    )


def test_integer_constants_and_bv_conversions():
    i = z3.Int("i")
    text = agree([i == -7, z3.Int2BV(i, 8) == z3.BitVecVal(249, 8)], "sat")
    assert "(- 7)" in text and "(_ int_to_bv 8)" in text


def test_signed_bv2int():
    # z3's Python builds signed conversion from ite; the IR op prints sbv_to_int.
    b = z3.BitVec("b", 4)
    (parsed,) = z3.parse_smt2_string(
        "(declare-const b (_ BitVec 4))(assert (= (sbv_to_int b) (- 3)))"
    )
    text = agree([parsed], "sat")
    assert "(sbv_to_int b)" in text
    assert str(b) == "b"


def test_uninterpreted_sorts():
    S = z3.DeclareSort("S")
    f = z3.Function("f", S, S)
    a, b = z3.Consts("a b", S)
    text = agree([f(a) == b, f(b) == a, a != b, f(f(a)) != a], "unsat")
    assert "(declare-sort S 0)" in text


def test_every_fp_operator():
    F = z3.FPSort(4, 6)  # small, so that every solver decides it quickly
    x, y, z = z3.FPs("x y z", F)
    terms = [
        z3.fpAdd(z3.RNE(), x, y), z3.fpSub(z3.RNA(), x, y), z3.fpMul(z3.RTP(), x, y),
        z3.fpDiv(z3.RTN(), x, y), z3.fpFMA(z3.RTZ(), x, y, z), z3.fpSqrt(z3.RNE(), x),
        z3.fpRoundToIntegral(z3.RNE(), x), z3.fpRem(x, y), z3.fpMin(x, y), z3.fpMax(x, y),
        z3.fpAbs(x), z3.fpNeg(x),
        z3.fpToFP(z3.RNE(), z3.fpToFP(z3.RNE(), x, z3.Float16()), F),
        z3.fpSignedToFP(z3.RNE(), z3.BitVec("b", 8), F),
        z3.fpUnsignedToFP(z3.RNE(), z3.BitVec("b", 8), F),
        z3.fpToFP(z3.BitVec("bits", 10), F),
        z3.fpFP(z3.BitVecVal(0, 1), z3.BitVecVal(7, 4), z3.BitVecVal(0, 5)),
        z3.fpPlusZero(F), z3.fpMinusZero(F), z3.fpPlusInfinity(F), z3.fpMinusInfinity(F),
        z3.fpNaN(F), z3.FPVal(-2.5, F),
    ]
    preds = [
        z3.fpIsNormal(terms[0]), z3.fpIsSubnormal(terms[1]) == z3.fpIsZero(terms[2]),
        z3.Not(z3.fpIsInf(terms[3])), z3.Or(z3.fpIsNaN(terms[4]), z3.fpIsNegative(terms[5]),
                                          z3.fpIsPositive(terms[6])),
        z3.fpLT(terms[7], terms[8]), z3.fpLEQ(terms[9], terms[10]), z3.fpGT(terms[11], terms[12]),
        z3.fpGEQ(terms[13], terms[14]), z3.fpEQ(terms[15], terms[16]),
        z3.Distinct(terms[17], terms[18], terms[19], terms[20], terms[21]),
        z3.fpToSBV(z3.RTZ(), terms[22], z3.BitVecSort(8)) == -2,
        z3.fpToUBV(z3.RTZ(), x, z3.BitVecSort(8)) == 1,
    ]
    text = agree(preds, None)
    for name in ("fp.roundToIntegral", "to_fp_unsigned", "(_ -zero 4 6)", "(_ NaN 4 6)",
                 "fp.to_sbv", "fp.fma", "RTN", "RNA"):
        assert name in text


def test_bit_vector_operators():
    a, b = z3.BitVecs("a b", 8)
    (nor, comp) = z3.parse_smt2_string(
        "(declare-const a (_ BitVec 8))(declare-const b (_ BitVec 8))"
        "(assert (= (bvnor a b) #x00))(assert (= (bvcomp a b) #b0))"
    )
    text = agree(
        [nor, comp, z3.RotateLeft(a, 11) != z3.RotateRight(b, 2), z3.SignExt(4, a) != 0,
         z3.RepeatBitVec(2, z3.Extract(3, 0, a)) != 0, z3.Xor(z3.Bool("p"), z3.Bool("q"), z3.Bool("r")),
         z3.Implies(z3.Bool("p"), z3.ULE(a, b))],
        "sat",
    )
    assert "(_ rotate_left 3)" in text and "(_ repeat 2)" in text and "bvnor" in text


def test_several_solvers_print_as_scripts_with_reset(ctx):
    module = parse(
        ctx,
        """
        smt.solver () : () -> () {
          %x = smt.declare_fun "x" : !smt.bool
          smt.assert %x
          smt.check sat {} unknown {} unsat {}
        }
        smt.solver () : () -> () {
          smt.set_logic "ALL"
          %x = smt.declare_fun "x" : !smt.bool
          %n = smt.not %x
          %a = smt.and %x, %n
          smt.assert %a
          smt.check sat {} unknown {} unsat {}
        }
        """,
    )
    text = print_smtlib(module)
    assert text.count("(reset)") == 1
    assert "(set-logic ALL)" in text
    assert [r.verdict for r in run_z3_cli(text, 5000)] == ["sat", "unsat"]
    assert [r.verdict for r in run_cvc5(text, 5000)] == ["sat", "unsat"]


def test_flat_module_is_one_script(ctx):
    module = parse(
        ctx,
        """
        %x = smt.declare_fun "x" : !smt.bv<4>
        %c = smt.bv.constant #smt.bv<3> : !smt.bv<4>
        %e = smt.eq %x, %c : !smt.bv<4>
        smt.assert %e
        """,
    )
    assert print_smtlib(module) == (
        "(set-logic QF_BV)\n(declare-fun x () (_ BitVec 4))\n(assert (= x #x3))\n(check-sat)\n"
    )


def test_non_smt_op_is_unsupported(ctx):
    module = parse(ctx, "%c = arith.constant 1 : i32\n")
    with pytest.raises(Unsupported, match="'arith.constant'.*not an SMT-level op"):
        print_smtlib(module)


def test_module_without_regions_is_unsupported():
    from tvmlir.smt.dialect_smtx import RoundingModeOp, RoundingMode

    with pytest.raises(Unsupported, match="expects a module or an smt.solver"):
        print_smtlib(RoundingModeOp(RoundingMode.RNE))


def test_to_and_emit_smtlib(tmp_path):
    from tvmlir.smt.smtlib import emit_smtlib, to_smtlib

    p = z3.Bool("p")
    assert to_smtlib([p]) == "(set-logic QF_UF)\n(declare-fun p () Bool)\n(assert p)\n(check-sat)\n"
    path = emit_smtlib([p], tmp_path / "queries", "f/g pair 1")
    assert path.name == "f_g_pair_1.smt2"
    assert path.read_text() == to_smtlib([p])
