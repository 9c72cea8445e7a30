"""Queries cut short once a function has failed (`obligations.failed_before`,
`prover.CAPPED_RLIMIT`): never a proof, never a new verdict."""

import z3
from xdsl.dialects.builtin import f32

from test_verify_fp import F32, prover
from tvmlir.semantics.fp import AbstractFP
from tvmlir.verify.obligations import (
    PRIORITY,
    READ_DEFINED,
    VALUE,
    VIEW_IN_BOUNDS,
    WW_RACE,
    Check,
    FunctionReport,
    Outcome,
    Verdict,
    failed_before,
)


def test_only_a_failure_at_least_as_basic_caps_a_query():
    view = Check(VIEW_IN_BOUNDS, "here", Outcome.FAILED)
    value = Check(VALUE, "there", Outcome.FAILED)
    ok = Check(READ_DEFINED, "elsewhere", Outcome.OK)
    assert not failed_before([], VALUE)
    assert not failed_before([ok], VALUE)
    assert failed_before([view], VALUE)
    assert failed_before([value], VALUE)
    # A later race failure would name a more basic obligation than the
    # value failure the verdict names now: it is not capped.
    assert PRIORITY.index(WW_RACE) < PRIORITY.index(VALUE)
    assert not failed_before([value], WW_RACE)
    assert failed_before([view], WW_RACE)
    assert not failed_before([view], "an obligation outside PRIORITY")


def factoring_guard() -> z3.BoolRef:
    """Satisfiable only by factoring a 64-bit semiprime: far beyond the
    capped budget."""
    x, y = z3.BitVec("x", 64), z3.BitVec("y", 64)
    return z3.And(
        z3.ZeroExt(64, x) * z3.ZeroExt(64, y) == 0xFFFFFFFB00000005,
        z3.ULT(1, x), z3.ULT(1, y), z3.ULE(x, y),
    )


def test_a_capped_query_that_does_not_finish_is_not_checked():
    fp = AbstractFP(AbstractFP.width_for(8), formats=["f32"])
    p = prover(fp)
    p.already_failed = lambda obligation: True
    x = fp.fresh("x", F32)
    outcome, _ = p.prove_equal(VALUE, factoring_guard(), x, fp.constant(1.0, F32), f32)
    assert outcome == Outcome.NOT_CHECKED
    assert not p.proved  # never counted as a proof for a wider attempt


def test_a_capped_query_that_finishes_keeps_its_answer():
    fp = AbstractFP(AbstractFP.width_for(8), formats=["f32"])
    p = prover(fp)
    p.already_failed = lambda obligation: True
    x = fp.fresh("x", F32)
    assert p.prove_equal(VALUE, z3.BoolVal(True), x, fp.constant(1.0, F32), f32)[0] == Outcome.FAILED
    assert p.prove_equal(VALUE, z3.BoolVal(True), x, x, f32)[0] == Outcome.OK


def test_not_checked_alone_is_never_verified():
    report = FunctionReport("f", "f_spec", [Check(VALUE, "here", Outcome.NOT_CHECKED)])
    assert report.verdict() == Verdict.TIMEOUT
    report.checks.append(Check(VIEW_IN_BOUNDS, "there", Outcome.FAILED))
    assert report.verdict() == Verdict.FAILED
    assert report.verdict_text() == f"FAILED ({VIEW_IN_BOUNDS})"


def test_first_cause_carries_the_unsupported_reason():
    """The per-dispatch table (tv-iree-kernels --codegen) shows one line:
    an unsupported verdict says why, not only where."""
    report = FunctionReport("f", "f_spec", unsupported="scf.for at k.mlir:3:5",
                            unsupported_reason="loop-carried value without prophecy")
    assert report.verdict_text() == "unsupported (scf.for at k.mlir:3:5)"
    assert report.first_cause() == "unsupported (scf.for at k.mlir:3:5: loop-carried value without prophecy)"
    report.checks.append(Check(VIEW_IN_BOUNDS, "there", Outcome.FAILED))
    assert report.first_cause() == report.verdict_text() == f"FAILED ({VIEW_IN_BOUNDS})"
