"""Claims guessed on a scaled copy (`infer.against_source.Scaled`,
`frontends.iree_codegen.scale_text`) for code too large to run on the
oracle, on IREE's real llvm-cpu codegen for a 16x512 softmax
(lit_tests/Inputs/iree_codegen/softmax_cpu_16x512.*, the same loop
structure as the benchmark's 64x4096 one).  The real code is not run
(`runs=0`, as for a dispatch past the oracle's budget); its copy with
512 -> 128 is, and the claims fitted there are proved on the real code.
A broken real code is broken the same way in its copy (the copy is made
from it), so the verdicts are the ones the benchmark would give."""

import re

import pytest

from tvmlir.frontends.iree_codegen import scale_text
from tvmlir.infer.against_source import Scaled, verify_against_source
from tvmlir.infer.runs import REASSOC_TOLERANCE  # noqa: F401 (the tolerance the copy's runs use)
from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.passes.verify import annotated_source
from tvmlir.verify.function import VerifyOptions

from stored_codegen import INPUTS

NAME = "softmax_dispatch_0_softmax_16x512xf32_dispatch_tensor_store"
CODE = (INPUTS / "softmax_cpu_16x512.codegen.mlir").read_text()
SOURCE = (INPUTS / "softmax_cpu_16x512.source.mlir").read_text()
SCALE = {512: 16}


def _verify(code: str, tmp_path):
    (tmp_path / "source.mlir").write_text(SOURCE)
    (tmp_path / "small.mlir").write_text(scale_text(SOURCE, SCALE, NAME))
    source = annotated_source(str(tmp_path / "source.mlir"), "spec")
    small_source = annotated_source(str(tmp_path / "small.mlir"), "spec")
    ctx = make_context(allow_unregistered=True)
    module = parse_module(ctx, code, "softmax_cpu_16x512.codegen.mlir")
    small = parse_module(ctx, scale_text(code, SCALE, NAME), "small.mlir")
    options = VerifyOptions(source=source.fingerprints(), assume_reassoc=True, workgroup_allocs="shared")
    report = verify_against_source(module, source, options, runs=0,
                                   scaled=Scaled(small, small_source.specs, "extents 512 -> 16"))
    [r] = [r for r in report.functions if r.function == NAME]
    return r


def _mutate(old: str, new: str) -> str:
    assert CODE.count(old) == 1, old
    return CODE.replace(old, new)


def test_scaled_claims_verify_the_real_code(tmp_path):
    r = _verify(CODE, tmp_path)
    assert r.verdict_text() == "verified"
    notes = "\n".join(r.notes)
    assert "inferred claims from runs of a scaled copy of the code and its source (extents 512 -> 16" in notes
    assert re.search(r"inferred: vector.multi_reduction at \S+: @generic1 \[.*\] stage \[%arg4 \+ 3\]", notes)


def test_rows_not_covered_fail_coverage(tmp_path):
    """The workgroup loop stops two rows short: the last rows of the
    result are never written.  The copy's outputs differ too (the same
    rows), but its claims are still guessed where they fit, so --verify
    reaches the coverage obligation on the real code."""
    r = _verify(_mutate("scf.forall (%arg0) = (0) to (16) step (2)", "scf.forall (%arg0) = (0) to (14) step (2)"),
                tmp_path)
    assert r.verdict_text().startswith("FAILED (coverage)")


@pytest.mark.parametrize("old,new", [
    ("scf.yield %18 ", "scf.yield %arg3 "),  # the sum loop drops its partial
    ("scf.for %arg4 = %7 to %6 step %5", "scf.for %arg4 = %5 to %6 step %5"),  # the max loop skips its first tile
])
def test_value_mutants_are_never_verified(tmp_path, old, new):
    """A wrong value in code too large to run: the copy's values at the
    broken loop are no spec element, so no claim is guessed there, and no
    run of the real code can confirm a difference: unsupported at the
    loop, never verified (the report's limit for code past the oracle)."""
    r = _verify(_mutate(old, new), tmp_path)
    assert r.verdict_text().startswith("unsupported (scf.for at softmax_dispatch_0")
    assert not any(c.outcome.name == "FAILED" for c in r.checks)


CONV = "resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32"


def _verify_conv_scaled(code: str, tmp_path):
    """resnet_block's llvm-cpu conv (lit_tests/.../conv-reordered-reduction.mlir)
    through the scaled path, its "copy" the code itself: the claims in
    another order of the conv's reduction dims are fitted on the copy's runs
    (`_in_another_order`) and proved on the code, which is not run."""
    source_text = (INPUTS / "conv_cpu_reordered.source.mlir").read_text()
    (tmp_path / "source.mlir").write_text(source_text)
    source = annotated_source(str(tmp_path / "source.mlir"), "spec")
    ctx = make_context(allow_unregistered=True)
    module = parse_module(ctx, code, "conv.codegen.mlir")
    copy = parse_module(ctx, code, "copy.mlir")
    options = VerifyOptions(source=source.fingerprints(), assume_reassoc=True, workgroup_allocs="shared")
    report = verify_against_source(module, source, options, runs=0,
                                   scaled=Scaled(copy, source.specs, "extents as they are"))
    [r] = [r for r in report.functions if r.function == CONV]
    return r


def test_scaled_claims_in_another_order_verify_the_conv(tmp_path):
    r = _verify_conv_scaled((INPUTS / "conv_cpu_reordered.codegen.mlir").read_text(), tmp_path)
    assert r.verdict_text() == "verified"
    notes = "\n".join(r.notes)
    assert re.search(r"inferred: scf.yield at \S+: @generic0.order.1.2.0 \[.*\] stage \[%arg2, 2, 1\]", notes)


def test_scaled_conv_with_its_accumulator_restarted_is_not_verified(tmp_path):
    code = (INPUTS / "conv_cpu_reordered.codegen.mlir").read_text()
    assert code.count("iter_args(%arg5 = %arg3)") == 1
    r = _verify_conv_scaled(code.replace("iter_args(%arg5 = %arg3)", "iter_args(%arg5 = %24)"), tmp_path)
    # no claim fits the restarted accumulator in any order, and the copy's
    # runs are no evidence about the code: unsupported, never verified
    assert r.verdict_text().startswith("unsupported (scf.for at")
