"""Sizing the abstract domain: the width formula, counting N, and that the
constants' side conditions stay satisfiable at the computed width (were
they not, every query would be vacuously "verified")."""

from __future__ import annotations

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.arith import AddfOp, ConstantOp, MulfOp
from xdsl.dialects.builtin import FloatAttr, ModuleOp, f16, f32, f64
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Region

from semtest_util import F16, F32, F64
from tvmlir.semantics.counting import chain_of, count_fp_values
from tvmlir.semantics.fp import AbstractFP
from tvmlir.semantics.fp.abstract_constants import WidthTooSmall
from tvmlir.semantics.fp.formats import FORMATS_BY_NAME, round_to

TYPES = {"f16": f16, "f32": f32, "f64": f64}


def constants_module(values):
    """A module of `arith.constant`s: (format name, value) pairs."""
    return ModuleOp([ConstantOp(FloatAttr(v, TYPES[name])) for name, v in values])


def test_width_formula():
    assert AbstractFP.width_for(0) == 4
    assert AbstractFP.width_for(4) == 5
    assert AbstractFP.width_for(5) == 6
    widths = [AbstractFP.width_for(n) for n in range(200)]
    assert widths == sorted(widths)


def test_counting_args_results_and_distinct_constants():
    block = Block(arg_types=[f32, f32])
    x, y = block.args
    c1 = ConstantOp(FloatAttr(2.0, f32))
    c2 = ConstantOp(FloatAttr(-2.0, f32))  # same magnitude: one code
    c3 = ConstantOp(FloatAttr(1.0, f32))  # special: a fixed code
    s = AddfOp(x, c1)
    p = MulfOp(s, c2)
    block.add_ops([c1, c2, c3, s, p, ReturnOp(p)])
    func = FuncOp("f", ([f32, f32], [f32]), Region(block))
    count = count_fp_values([func])
    assert count.n == 2 + 2 + 1
    assert [f.name for f in count.formats] == ["f32"]


def test_counting_derived_constants_of_the_chain():
    # 3.0000002 : f64 is inexact in f32 and rounds up there: its f32 floor
    # (3.0) and its rounded value are constants of the query too.
    count = count_fp_values([constants_module([("f64", 3.0000002), ("f32", 2.0)])])
    assert [f.name for f in count.formats] == ["f32", "f64"]
    assert count.n == 1 + 2 + 1
    # Without f32 in use, f64 sits right above f16: 3.0 is its floor there.
    count = count_fp_values([constants_module([("f64", 3.0000002), ("f16", 1.0)])])
    assert [f.name for f in count.formats] == ["f16", "f64"]
    assert count.n == 1 + 1


def test_chain_prefers_f16_over_bf16():
    bf16 = FORMATS_BY_NAME["bf16"]
    assert [f.name for f in chain_of([bf16, F32, F16])] == ["f16", "f32"]
    assert [f.name for f in chain_of([bf16, F64])] == ["bf16", "f64"]


def _satisfiable(values) -> bool:
    module = constants_module(values)
    model = AbstractFP.for_count(count_fp_values([module]))
    for name, v in values:
        fmt = FORMATS_BY_NAME[name]
        model.constant(round_to(v, fmt), fmt)
    solver = z3.Solver()
    solver.add(*model.side_conditions())
    return solver.check() == z3.sat


@pytest.mark.parametrize("name", ["f16", "f32", "f64"])
def test_worst_case_all_constants_above_one(name):
    assert _satisfiable([(name, 1.0 + i / 64) for i in range(1, 40)])


@pytest.mark.parametrize("name", ["f16", "f32", "f64"])
def test_worst_case_all_constants_below_one(name):
    assert _satisfiable([(name, i / 64) for i in range(1, 40)])


def test_too_small_a_width_is_refused():
    model = AbstractFP(5, formats=("f32",))
    for i in range(10):
        model.constant(2.0 + i, F32)
    with pytest.raises(WidthTooSmall):
        model.side_conditions()


magnitudes = st.one_of(
    st.floats(min_value=-1e6, max_value=1e6, allow_nan=False),
    st.floats(allow_nan=False, allow_infinity=True),
    st.sampled_from([0.0, -0.0, 1.0, -1.0, 65504.0, 65519.0, 65520.0, 3.0000001, 3.0000002, 1e-40]),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["f16", "f32", "f64"]), magnitudes), min_size=1, max_size=12))
def test_random_constants_fit_the_counted_width(values):
    values = [(name, round_to(v, FORMATS_BY_NAME[name])) for name, v in values]
    assert _satisfiable(values)


def test_a_constant_is_rounded_into_its_format():
    """FLT_MAX as an f16 (an f32 attribute such as `tosa.clamp`'s `max_fp`
    on f16 data) is +inf, as IEEE's FPVal and APFloat round it; unrounded,
    its magnitude sat between fmax and inf, whose codes are adjacent, and
    every query was vacuously verified."""
    model = AbstractFP(8, formats=("f16",))
    big, inf = model.constant(3.40282347e38, F16), model.constant(float("inf"), F16)
    assert z3.simplify(big == inf)
    assert z3.simplify(model.constant(0.1, F16) == model.constant(round_to(0.1, FORMATS_BY_NAME["f16"]), F16))
    solver = z3.Solver()
    solver.add(*model.side_conditions())
    assert solver.check() == z3.sat


def test_contradictory_constant_facts_are_refused():
    """A magnitude the format cannot hold, registered past the rounding,
    makes the order facts unsatisfiable: refused, never a vacuous proof."""
    model = AbstractFP(8, formats=("f16",))
    model.constant(2.0, F16)
    model._constants.magnitude(70000.0, model.layout(F16))  # noqa: SLF001 (bypasses the rounding on purpose)
    with pytest.raises(WidthTooSmall, match="contradictory"):
        model.side_conditions()
