"""--verify's float models: abstract-FP width per query, never a vacuous
proof; IEEE's uninterpreted first try; values in counterexamples."""

import pytest
import z3
from xdsl.dialects.builtin import IndexType, f32

from tvmlir.semantics.fp import AbstractFP, IEEEFP
from tvmlir.semantics.fp.abstract_count import count_value_sources
from tvmlir.semantics.fp.formats import FORMATS_BY_NAME
from tvmlir.semantics.fp.uninterpret import uninterpret_fp
from tvmlir.semantics.scalar import ScalarSemantics
from tvmlir.verify.isl_z3 import IslToZ3
from tvmlir.verify.names import Names
from tvmlir.verify.obligations import VALUE, Outcome
from tvmlir.verify.prover import WIDTH_TOO_SMALL, Prover, ProverOptions

F32 = FORMATS_BY_NAME["f32"]


class NoSpec:
    """A spec encoder without tensors: the queries below are about values."""

    def axioms(self, roots, preconditions=None, depth=None):
        return []

    def owner(self, decl):
        return None

    def applications(self, roots):
        return []


def prover(fp) -> Prover:
    return Prover(ScalarSemantics(fp), NoSpec(), IslToZ3(), Names(), ProverOptions(timeout_ms=10000), "t")


def increasing_query(fp, n: int):
    """n values, all above 1.0 and strictly increasing, and the claim
    x0 = x1: false, but the only counterexamples need n distinct values
    above 1.0, which a narrow abstract domain does not have."""
    xs = [fp.fresh(f"x{i}", F32) for i in range(n)]
    guard = z3.And(
        fp.relation("gt", xs[0], fp.constant(1.0, F32), F32),
        *[fp.relation("lt", a, b, F32) for a, b in zip(xs, xs[1:])],
    )
    return guard, xs[0], xs[1]


def test_too_small_width_is_never_a_proof():
    # Width 4 has no free code above 1.0 (only fmax and inf): solved there,
    # the query would be unsat, i.e. "verified".  The prover must refuse.
    narrow = AbstractFP(4, formats=["f32"])
    guard, x0, x1 = increasing_query(narrow, 6)
    solver = z3.Solver()
    solver.add(*narrow.side_conditions(), guard, z3.Not(narrow.same(x0, x1, F32)))
    assert solver.check() == z3.unsat  # the vacuous proof the sizing prevents
    p = prover(narrow)
    outcome, detail = p.prove_equal(VALUE, guard, x0, x1, f32)
    assert outcome == Outcome.TIMEOUT and detail == WIDTH_TOO_SMALL
    assert p.needed_width == AbstractFP.width_for(6) > narrow.width
    # Encoded again at the width asked for, the query is refuted.
    wide = AbstractFP(p.needed_width, formats=["f32"])
    guard, x0, x1 = increasing_query(wide, 6)
    outcome, detail = prover(wide).prove_equal(VALUE, guard, x0, x1, f32)
    assert outcome == Outcome.FAILED
    assert "expected an abstract value between" in detail


def test_after_a_too_small_query_nothing_is_solved_but_everything_is_counted():
    # Once one query needs a wider encoding, the attempt is discarded
    # (function.verify_abstract re-encodes at the widest width needed), so
    # later queries are only counted: a query that fits and would fail is
    # not solved, and a bigger one still raises the width asked for.
    narrow = AbstractFP(AbstractFP.width_for(4), formats=["f32"])
    p = prover(narrow)
    guard, x0, x1 = increasing_query(narrow, 12)
    assert p.prove_equal(VALUE, guard, x0, x1, f32) == (Outcome.TIMEOUT, WIDTH_TOO_SMALL)
    x = narrow.fresh("x", F32)
    small = p.prove_equal(VALUE, z3.BoolVal(True), x, narrow.constant(1.0, F32), f32)
    assert small == (Outcome.TIMEOUT, WIDTH_TOO_SMALL)  # fits, would fail, not solved
    guard, x0, x1 = increasing_query(narrow, 40)
    p.prove_equal(VALUE, guard, x0, x1, f32)
    assert p.needed_width == AbstractFP.width_for(40) > AbstractFP.width_for(12)
    # On its own, the fitting query is solved (and refuted).
    alone = prover(narrow)
    x = narrow.fresh("x", F32)
    assert alone.prove_equal(VALUE, z3.BoolVal(True), x, narrow.constant(1.0, F32), f32)[0] == Outcome.FAILED


def test_constants_are_counted_before_their_order_is_asserted():
    # More constants than width 4 has room for: their order facts would be
    # unsatisfiable (a vacuous proof); counted first, they ask for a wider
    # domain instead of raising or proving.
    fp = AbstractFP(4, formats=["f32"])
    cs = [fp.constant(float(v), F32) for v in range(2, 12)]
    x = fp.fresh("x", F32)
    p = prover(fp)
    outcome, _ = p.prove_equal(VALUE, z3.BoolVal(True), x, cs[0], f32)
    assert outcome == Outcome.TIMEOUT
    assert p.needed_width >= AbstractFP.width_for(len(cs))


def test_count_is_independent_of_the_width():
    counts = set()
    for width in (5, 7, 9):
        fp = AbstractFP(width, formats=["f32"])
        a, b, c = (fp.fresh(n, F32) for n in "abc")
        s = fp.add(fp.mul(a, b, F32), fp.constant(3.0, F32), F32)
        counts.add(count_value_sources([s == c, *fp.side_conditions()]))
    assert len(counts) == 1


def test_count_covers_commutative_pairs_and_inputs():
    fp = AbstractFP(8, formats=["f32"])
    a, b = fp.fresh("a", F32), fp.fresh("b", F32)
    # a, b, f(a, b), f(b, a): add(a, b) and add(b, a) share their two UF
    # applications and are one IEEE value.
    terms = [fp.add(a, b, F32) == fp.add(b, a, F32)]
    assert count_value_sources(terms) == 4


def test_quantifiers_are_refused():
    x = z3.BitVec("x", 8)
    with pytest.raises(ValueError):
        count_value_sources([z3.ForAll([x], x == x)])


def test_ieee_uninterpreted_first_try_is_sound_and_quick():
    """fp.add(ite(c, a, b), x) = fp.add(a, x) under c holds by congruence;
    the bit-blasted query would take long, the uninterpreted one does not.
    A false query stays satisfiable uninterpreted (no proof from it)."""
    fp = IEEEFP()
    a, b, x = (fp.fresh(n, F32) for n in "abx")
    c = z3.Bool("c")
    holds = [c, z3.Not(fp.same(fp.add(z3.If(c, a, b), x, F32), fp.add(a, x, F32), F32))]
    solver = z3.Solver()
    solver.add(*uninterpret_fp(holds))
    assert solver.check() == z3.unsat
    wrong = [z3.Not(fp.same(fp.add(a, x, F32), fp.add(b, x, F32), F32))]
    solver = z3.Solver()
    solver.add(*uninterpret_fp(wrong))
    assert solver.check() == z3.sat


def test_ieee_counterexample_values():
    fp = IEEEFP()
    x = fp.fresh("x", F32)
    outcome, detail = prover(fp).prove_equal(VALUE, z3.BoolVal(True), x, fp.constant(-0.0, F32), f32)
    assert outcome == Outcome.FAILED
    assert "expected -0.0" in detail


def test_abstract_descriptions():
    fp = AbstractFP(6, formats=["f32"])
    x = fp.fresh("x", F32)
    two, three = fp.constant(2.0, F32), fp.constant(3.0, F32)
    solver = z3.Solver()
    solver.add(*fp.side_conditions(), fp.relation("gt", x, two, F32), fp.relation("lt", x, three, F32))
    assert solver.check() == z3.sat
    m = solver.model()
    assert fp.describe(m, x, F32) == "an abstract value between 2.0 and 3.0"
    assert fp.describe(m, fp.neg(x, F32), F32) == "an abstract value between -3.0 and -2.0"
    assert fp.describe(m, fp.neg(three, F32), F32) == "-3.0"
    assert fp.describe(m, fp.constant(-0.0, F32), F32) == "-0.0"
    assert fp.describe(m, fp.constant(float("inf"), F32), F32) == "inf"
    assert fp.describe(m, fp.nan(F32), F32) == "NaN"
    sem = ScalarSemantics(fp)
    assert sem.describe(m, z3.BitVecVal(-3, 64), IndexType()) == "-3"
