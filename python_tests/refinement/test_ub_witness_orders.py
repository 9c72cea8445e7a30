"""`ub_witness._orders`: the reorderings of a target's UB witnesses at
which the source's UB existential is instantiated (a loop interchange)."""

from __future__ import annotations

import z3

from tvmlir.refinement import ub_witness


def _exists(*names):
    vs = [z3.BitVec(n, 8) for n in names]
    return z3.Exists(vs, z3.And(*[z3.ULT(v, 9) for v in vs]))


def _witnesses(*names):
    return [z3.BitVec(f"ub.{n}!k", 8) for n in names], [ub_witness._bound(n) for n in names]


def test_interchange_matches_extents():
    # source loops (a<1>, b<3>, c<3>, d<2>), target (a<1>, d<2>, b<3>, c<3>)
    a = _exists("a<1>", "b<3>", "c<3>", "d<2>")
    k, bounds = _witnesses("a<1>", "d<2>", "b<3>", "c<3>")
    orders = ub_witness._orders(a, k, bounds)
    assert [str(c) for c in orders[0]] == [str(c) for c in k]  # in order first
    for order in orders[1:]:
        assert [ub_witness._bound(str(c).removeprefix("ub.").removesuffix("!k")) for c in order] == [
            "<1>", "<3>", "<3>", "<2>"]  # fmt: skip
    assert {tuple(str(c) for c in o) for o in orders[1:]} == {
        ("ub.a<1>!k", "ub.b<3>!k", "ub.c<3>!k", "ub.d<2>!k"),
        ("ub.a<1>!k", "ub.c<3>!k", "ub.b<3>!k", "ub.d<2>!k"),
    }


def test_unknown_extent_or_other_extents_keep_the_order():
    k, bounds = _witnesses("a<2>", "b")
    assert len(ub_witness._orders(_exists("a<2>", "b"), k, bounds)) == 1
    k, bounds = _witnesses("a<2>", "b<3>")
    assert len(ub_witness._orders(_exists("a<2>", "b<4>"), k, bounds)) == 1


def test_many_equal_extents_are_capped():
    names = [f"v{i}<5>" for i in range(9)]  # 9! orders
    k, bounds = _witnesses(*names)
    orders = ub_witness._orders(_exists(*names), k, bounds)
    assert len(orders) == ub_witness.MAX_ORDERS + 1
