"""Logic selection: every name `choose_logic` can produce is accepted by
both z3 and cvc5 (checked in one script per solver, `(reset)` between)."""

from __future__ import annotations

import itertools

from tvmlir.smt.logic import Features, choose_logic
from tvmlir.smt.solvers import run_cvc5, run_z3_cli


def all_logics() -> list[str]:
    names = set()
    for flags in itertools.product([False, True], repeat=8):
        q, ho, a, uf, bv, fp, ints, nl = flags
        names.add(choose_logic(Features(q, ho, a, uf, bv, fp, ints, nl)))
    return sorted(names)


def test_compositions():
    assert choose_logic(Features()) == "QF_UF"
    assert choose_logic(Features(quantifiers=True)) == "UF"
    assert choose_logic(Features(arrays=True, uf=True, bv=True)) == "QF_AUFBV"
    assert choose_logic(Features(quantifiers=True, bv=True, fp=True)) == "BVFP"
    assert choose_logic(Features(ints=True, nonlinear=True, arrays=True)) == "QF_ANIA"
    assert choose_logic(Features(higher_order=True, bv=True)) == "HO_ALL"


def test_every_logic_is_accepted_by_both_solvers():
    logics = all_logics()
    assert len(logics) == 95
    script = "(reset)\n".join(
        f"(set-logic {name})\n(declare-fun p () Bool)\n(assert p)\n(check-sat)\n"
        for name in logics
    )
    assert [r.verdict for r in run_z3_cli(script, 5000)] == ["sat"] * len(logics)
    assert [r.verdict for r in run_cvc5(script, 5000)] == ["sat"] * len(logics)
