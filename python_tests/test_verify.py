"""--verify: verdicts, exit codes, the scalar semantics it uses, the spec model."""

import os
import subprocess
import sys

import pytest
import z3
from conftest import parse
from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, IndexType, IntegerType, TensorType, f32

from tvmlir.passes.verify import VerifyPass
from tvmlir.verify.obligations import (
    FINAL_VALUE,
    VALUE,
    WRITE_IN_BOUNDS,
    Check,
    FunctionReport,
    Outcome,
    Verdict,
    worst_exit_code,
)
from tvmlir.semantics.fp import AbstractFP, IEEEFP
from tvmlir.semantics.scalar import ScalarSemantics, Unsupported
from tvmlir.verify.spec_model import load_spec

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.join(os.path.dirname(HERE), "lit_tests", "passes", "verify")
TV_OPT = os.path.join(os.path.dirname(sys.executable), "tv-opt")


def test_worst_exit_code():
    assert worst_exit_code([]) == 0
    # A skipped function (no tv.spec) was not verified: never exit 0.
    assert worst_exit_code([Verdict.VERIFIED, Verdict.SKIPPED]) == 2
    assert worst_exit_code([Verdict.VERIFIED, Verdict.TIMEOUT]) == 2
    assert worst_exit_code([Verdict.UNSUPPORTED, Verdict.FAILED]) == 1


def test_verdict_names_the_most_basic_failure():
    report = FunctionReport("f", "f_spec")
    report.checks.append(Check(VALUE, "here", Outcome.FAILED))
    report.checks.append(Check(WRITE_IN_BOUNDS, "there", Outcome.FAILED))
    report.checks.append(Check(FINAL_VALUE, "end", Outcome.FAILED))
    assert report.verdict_text() == "FAILED (write in bounds)"


def test_unsupported_never_verified():
    report = FunctionReport("f", "f_spec")
    report.checks.append(Check(VALUE, "here", Outcome.OK))
    report.unsupported = "scf.while at f.mlir:1:1"
    assert report.verdict() == Verdict.UNSUPPORTED


@pytest.mark.parametrize("fp", [AbstractFP(8, formats=["f32"]), IEEEFP()], ids=["abstract", "ieee"])
def test_signed_zeros_differ(fp):
    """The -0.0 / +0.0 init of a sum is observable in both float models."""
    sem = ScalarSemantics(fp)
    (pos,), _ = sem.encode(arith.ConstantOp(FloatAttr(0.0, f32)), [])
    (neg,), _ = sem.encode(arith.ConstantOp(FloatAttr(-0.0, f32)), [])
    solver = z3.Solver()
    solver.add(*sem.side_conditions(), sem.same(pos, neg, f32))
    assert solver.check() == z3.unsat


@pytest.mark.parametrize("fp", [AbstractFP(8, formats=["f32"]), IEEEFP()], ids=["abstract", "ieee"])
def test_float_add_is_commutative(fp):
    """The real semantics proves a + b = b + a (the stand-in could not), so a
    lowering may swap the operands of a generic's body."""
    sem = ScalarSemantics(fp)
    a, b = sem.fresh("a", f32), sem.fresh("b", f32)
    op = arith.AddfOp(arith.ConstantOp(FloatAttr(1.0, f32)), arith.ConstantOp(FloatAttr(2.0, f32)))
    (ab,), _ = sem.encode(op, [a, b])
    (ba,), _ = sem.encode(op, [b, a])
    solver = z3.Solver()
    solver.add(*sem.side_conditions(), z3.Not(sem.same(ab, ba, f32)))
    assert solver.check() == z3.unsat


def test_integers_are_bit_vectors():
    sem = ScalarSemantics(IEEEFP())
    assert sem.sort(IndexType()) == z3.BitVecSort(64)
    assert sem.sort(IntegerType(8)) == z3.BitVecSort(8)
    with pytest.raises(Unsupported):
        sem.sort(TensorType(f32, [2]))


def test_spec_model_reads_names_and_stages(ctx):
    with open(os.path.join(TESTS, "matmul-static.mlir")) as f:
        module = parse(ctx, f.read())
    spec_op = next(op for op in module.ops if op.name == "tv.spec")
    spec = load_spec(spec_op)
    assert [a.tensor.name for a in spec.args] == ["A", "B"]
    c = spec.tensors["C"]
    assert c.kind == "generic" and c.stages == 1 and c.init is spec.tensors["Z"]
    assert [r.name for r in spec.results] == ["C"]


def test_pass_collects_verdicts(ctx, capsys):
    with open(os.path.join(TESTS, "bad-stale-read.mlir")) as f:
        module = parse(ctx, f.read())
    p = VerifyPass()
    p.apply(ctx, module)
    assert p.validation_exit_code() == 1
    assert "@matmul: FAILED (read defined)" in capsys.readouterr().err


def test_ir_is_withheld_when_verification_fails(tmp_path):
    out = tmp_path / "out.mlir"
    bad = os.path.join(TESTS, "bad-stale-read.mlir")
    proc = subprocess.run([TV_OPT, "--verify", bad, "-o", str(out)], capture_output=True, text=True)
    assert proc.returncode == 1 and not out.exists()
    good = os.path.join(TESTS, "transpose.mlir")
    proc = subprocess.run([TV_OPT, "--verify", good, "-o", str(out)], capture_output=True, text=True)
    assert proc.returncode == 0 and "func.func @transpose" in out.read_text()
