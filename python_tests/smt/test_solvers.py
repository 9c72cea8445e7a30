"""Solver runners: verdicts, timeouts, models, and refusal of bad text."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import z3

from tvmlir.smt.budget import Budget
from tvmlir.smt.solvers import (
    SolverError,
    as_budget,
    check_z3,
    run_cvc5,
    run_z3_cli,
    z3_executable,
)

HARD = (
    "(set-logic QF_BV)\n(declare-fun x () (_ BitVec 64))\n(declare-fun y () (_ BitVec 64))\n"
    "(assert (= (bvmul x y) #x00000001000000ff))\n"
    "(assert (bvugt x #x0000000000000001))\n(assert (bvugt y #x0000000000000001))\n"
    "(assert (bvult x #x00000000ffffffff))\n(assert (bvult y #x00000000ffffffff))\n(check-sat)\n"
)


def hard_z3():
    x, y = z3.BitVecs("x y", 64)
    return [x * y == 0x1000000FF, z3.UGT(x, 1), z3.UGT(y, 1),
            z3.ULT(x, 0xFFFFFFFF), z3.ULT(y, 0xFFFFFFFF)]


def test_in_process_verdicts_and_model():
    x = z3.BitVec("x", 8)
    result = check_z3([x + 1 == 3], 1000)
    assert result.verdict == "sat"
    assert result.model is not None and result.model[x].as_long() == 2
    assert check_z3([x != x], 1000).verdict == "unsat"
    s = z3.Solver()
    s.add(x == 1)
    assert check_z3(s, 1000).verdict == "sat"


def very_hard_z3():
    """Factoring a 62-bit semiprime: minutes for z3, so a wall-clock limit
    of a tenth of a second stops it whatever the load."""
    x, y = z3.BitVecs("x y", 128)
    return [x * y == 2147483647 * 2147483629, z3.UGT(x, 1), z3.UGT(y, 1),
            z3.ULT(x, 2**32), z3.ULT(y, 2**32)]


def test_in_process_timeout():
    assert check_z3(very_hard_z3(), Budget(timeout_ms=100)).verdict == "timeout"


def test_in_process_work_limit_is_a_timeout():
    result = check_z3(hard_z3(), Budget(timeout_ms=None, rlimit=100_000))
    assert result.verdict == "timeout" and "resource" in result.reason


def test_milliseconds_are_work_only_under_tvmlir_rlimit(monkeypatch):
    monkeypatch.setenv("TVMLIR_RLIMIT", "100000")
    assert as_budget(20000) == Budget(timeout_ms=None, rlimit=100_000)
    assert check_z3(hard_z3(), 20000).verdict == "timeout"
    monkeypatch.setenv("TVMLIR_RLIMIT", "")
    assert as_budget(20000) == Budget(timeout_ms=20000, rlimit=None)


def test_in_process_unknown_is_not_timeout():
    f = z3.Function("f", z3.IntSort(), z3.IntSort())
    i = z3.Int("i")
    result = check_z3([z3.ForAll([i], f(i) * f(i) == i * i * i + 7)], Budget(timeout_ms=None, rlimit=50_000_000))
    assert result.verdict in ("unknown", "unsat")
    if result.verdict == "unknown":
        assert result.reason


def test_text_runners_time_out():
    assert [r.verdict for r in run_z3_cli(HARD, Budget(timeout_ms=1))] == ["timeout"]
    assert [r.verdict for r in run_cvc5(HARD, Budget(timeout_ms=1))] == ["timeout"]


def test_text_runners_run_out_of_work():
    assert [r.verdict for r in run_z3_cli(HARD, Budget(timeout_ms=None, rlimit=100_000))] == ["timeout"]
    assert [r.verdict for r in run_cvc5(HARD, Budget(timeout_ms=None, rlimit=10_000))] == ["timeout"]


def test_text_runners_answer_each_check():
    text = "(declare-fun p () Bool)\n(assert p)\n(check-sat)\n(assert (not p))\n(check-sat)\n"
    assert [r.verdict for r in run_z3_cli(text, 1000)] == ["sat", "unsat"]
    assert [r.verdict for r in run_cvc5(text, 1000)] == ["sat", "unsat"]


@pytest.mark.parametrize("run", [run_z3_cli, run_cvc5])
def test_bad_text_is_an_error(run):
    with pytest.raises(SolverError, match="error"):
        run("(assert (and p))\n(check-sat)\n", 1000)


def test_z3_executable_is_the_wheels():
    path = z3_executable()
    assert os.path.dirname(path) == os.path.dirname(sys.executable)


def test_cvc5_front_end(tmp_path):
    script = tmp_path / "q.smt2"
    script.write_text("(set-logic QF_UF)\n(declare-fun p () Bool)\n(assert p)\n(check-sat)\n")
    done = subprocess.run(
        [sys.executable, "-m", "tvmlir.smt.cvc5_run", str(script)],
        capture_output=True, text=True,
    )
    assert (done.returncode, done.stdout) == (0, "sat\n")
    done = subprocess.run(
        [sys.executable, "-m", "tvmlir.smt.cvc5_run", "-"],
        input="(assert q)\n", capture_output=True, text=True,
    )
    assert done.returncode == 1
    assert done.stdout.startswith('(error "')
