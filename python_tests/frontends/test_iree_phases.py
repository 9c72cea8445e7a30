"""IREE's tensor-level phases unwrapped into one function and checked
pairwise (tvmlir.frontends.iree_phases, tv-iree-phases; issue 10 item 4).

Each conversion rule has a positive case (the unwrapped function is
verified against a hand-written reference or the previous phase) and a
mutated IREE output that must be rejected with the right reason: a FAILED
verdict from tv-check for an edited constant or offset, an IreePhaseError
naming the op and the phase for what cannot be turned back.  The real
cases compile the shipped model exports (lit_tests/Inputs/torch) with
iree-compile.

Marked `iree` (needs iree-base-compiler: `pip install '.[iree]'`);
skipped with the reason when it is missing.  Run with
`pytest -m iree python_tests/frontends/test_iree_phases.py`.
"""

from pathlib import Path

import pytest

pytestmark = pytest.mark.iree

pytest.importorskip("iree.compiler", reason="iree-base-compiler is not installed (pip install '.[iree]')")

from tvmlir.frontends.iree_phases import (  # noqa: E402
    IreePhaseError,
    _reassociation,
    compile_to,
    iree_compile_path,
    unwrap,
)
from tvmlir.tools.tv_iree_phases import check_pair, main, run  # noqa: E402

if iree_compile_path() is None:
    pytest.skip("iree-compile is not on PATH (pip install '.[iree]')", allow_module_level=True)

HERE = Path(__file__).parent / "iree_inputs"
MODELS = Path(__file__).parent.parent.parent / "lit_tests" / "Inputs" / "torch"
DC = "dispatch-creation"


def _check(tmp_path, src_text: str, tgt_text: str, function: str = "f") -> tuple[str, str]:
    src, tgt = tmp_path / "src.mlir", tmp_path / "tgt.mlir"
    src.write_text(src_text)
    tgt.write_text(tgt_text)
    verdict, _, detail = check_pair(str(src), str(tgt), function, limit=120)
    return verdict, detail


def _unwrap_file(name: str, *edit: str) -> str:
    text = (HERE / f"{name}.iree.mlir").read_text()
    if edit:
        old, new = edit
        assert old in text, old
        text = text.replace(old, new, 1)
    return unwrap(text, DC)


# --- one rule at a time (hand-written IREE IR, as iree-compile prints it) ---


def test_partial_loads_become_extract_slices(tmp_path):
    out = _unwrap_file("slices")
    assert out.count('"tensor.extract_slice"') == 2 and "iree_tensor_ext" not in out and "flow." not in out
    assert _check(tmp_path, (HERE / "slices.ref.mlir").read_text(), out)[0] == "verified"


def test_partial_load_with_a_moved_offset_is_rejected(tmp_path):
    out = _unwrap_file("slices", "offsets = [0, 2]", "offsets = [0, 1]")
    verdict, detail = _check(tmp_path, (HERE / "slices.ref.mlir").read_text(), out)
    assert verdict == "FAILED (return value mismatch)"
    assert "%arg0 = tensor 2x4" in detail


def test_partial_store_into_a_tied_operand_becomes_insert_slice(tmp_path):
    out = _unwrap_file("tied")
    assert '"tensor.insert_slice"' in out
    assert _check(tmp_path, (HERE / "tied.ref.mlir").read_text(), out)[0] == "verified"


def test_partial_store_at_another_offset_is_rejected(tmp_path):
    out = _unwrap_file("tied", "offsets = [1]", "offsets = [2]")
    assert _check(tmp_path, (HERE / "tied.ref.mlir").read_text(), out)[0] == "FAILED (return value mismatch)"


def test_partial_store_into_an_unwritten_result_is_an_error():
    text = (HERE / "slices.iree.mlir").read_text()
    text = text.replace("-> tensor<2x2xf32> =", "-> tensor<2x4xf32> =").replace(
        "writeonly:tensor<2x2xf32>", "writeonly:tensor<2x4xf32>"
    ).replace("util.return %0 : tensor<2x2xf32>", "util.return %0 : tensor<2x4xf32>").replace(
        "-> tensor<2x2xf32> {\n  %0", "-> tensor<2x4xf32> {\n  %0"
    )
    with pytest.raises(IreePhaseError, match=r"^dispatch-creation: iree_tensor_ext.dispatch.tensor.store: a partial store"):
        unwrap(text, DC)


def test_region_global_and_reshape(tmp_path):
    out = _unwrap_file("region")
    assert '"tensor.expand_shape"' in out and '"arith.constant"' in out and "util." not in out
    assert _check(tmp_path, (HERE / "region.ref.mlir").read_text(), out)[0] == "verified"


_MOVED_UNIT = (
    "  %1 = flow.tensor.reshape %0 : tensor<4xf32> -> tensor<2x2xf32>\n  util.return %1 : tensor<2x2xf32>",
    "  %1 = flow.tensor.reshape %0 : tensor<4xf32> -> tensor<2x1x2xf32>\n"
    "  %2 = flow.tensor.reshape %1 : tensor<2x1x2xf32> -> tensor<1x2x2xf32>\n  util.return %2 : tensor<1x2x2xf32>",
)


def _moved_unit_ref(transposed: bool) -> str:
    """region.ref.mlir ending in `[4] -> [1, 2, 2]` row-major, or (wrong)
    with the last two dims transposed."""
    ref = (HERE / "region.ref.mlir").read_text().replace("tensor<2x2xf32>", "tensor<1x2x2xf32>").replace(
        "[[0, 1]] output_shape [2, 2]", "[[0, 1, 2]] output_shape [1, 2, 2]")
    if transposed:
        ref = ref.replace("  return %1 : tensor<1x2x2xf32>", """  %e3 = tensor.empty() : tensor<1x2x2xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, c, b)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2x2xf32>) outs(%e3 : tensor<1x2x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<1x2x2xf32>
  return %t : tensor<1x2x2xf32>""")
    return ref


def test_reshape_moving_a_unit_dim_goes_through_the_flat_tensor(tmp_path):
    """`[2, 1, 2] -> [1, 2, 2]` (an nn.LSTM's stacked outputs, GroupNorm,
    a ViT patch embedding) is neither a collapse nor an expansion: it is
    unwrapped as the same row-major reshape through `[4]`, equal to the
    reference and not to its transpose (before: an IreePhaseError)."""
    text = (HERE / "region.iree.mlir").read_text().replace(*_MOVED_UNIT).replace(
        "-> tensor<2x2xf32> {", "-> tensor<1x2x2xf32> {")
    out = unwrap(text, DC)
    assert "flow." not in out and '"tensor.expand_shape"' in out  # (the unwrapping's cleanup folds the pair)
    assert _check(tmp_path, _moved_unit_ref(False), out)[0] == "verified"
    assert _check(tmp_path, _moved_unit_ref(True), out)[0].startswith("FAILED")


def test_edited_global_is_rejected(tmp_path):
    out = _unwrap_file("region", "3.0, 4.0", "5.0, 4.0")
    assert _check(tmp_path, (HERE / "region.ref.mlir").read_text(), out)[0] == "FAILED (return value mismatch)"


def test_mutable_global_is_an_error():
    text = (HERE / "region.iree.mlir").read_text().replace("util.global private @w", "util.global private mutable @w")
    with pytest.raises(IreePhaseError, match=r"^dispatch-creation: util.global.load: @w is mutable"):
        unwrap(text, DC)


def test_unknown_op_is_named_with_the_phase():
    text = (HERE / "region.iree.mlir").read_text().replace(
        "util.return %1", "%2 = util.optimization_barrier %1 : tensor<2x2xf32>\n  util.return %2"
    )
    with pytest.raises(IreePhaseError, match=r"^global-optimization: util.optimization_barrier: not in the dialects"):
        unwrap(text, "global-optimization")


@pytest.mark.parametrize(
    "big,small,groups",
    [([2, 3, 4], [6, 4], [[0, 1], [2]]), ([4], [2, 2], None), ([1, 4, 1], [4], [[0, 1, 2]]), ([2, 6], [3, 4], None)],
)
def test_reassociation(big, small, groups):
    assert _reassociation(big, small) == groups


# --- real models ---------------------------------------------------------


def test_gelu_phases_all_verify():
    results = run((MODELS / "gelu.mlir").read_text())
    assert [(r.src, r.tgt, r.verdict) for r in results] == [
        ("source", "input", "verified"),
        ("input", "global-optimization", "verified"),
        ("global-optimization", "dispatch-creation", "verified"),
    ]


def test_convnet_reshapes_unwrap():
    out = unwrap(compile_to((MODELS / "convnet.mlir").read_text(), DC), DC)
    assert '"tensor.collapse_shape"' in out or '"tensor.expand_shape"' in out
    assert "flow." not in out and "hal." not in out


def test_mlp_dispatches_verify(tmp_path):
    source = (MODELS / "mlp.mlir").read_text()
    go = unwrap(compile_to(source, "global-optimization"), "global-optimization")
    dc = unwrap(compile_to(source, DC), DC)
    assert _check(tmp_path, go, dc, "mlp")[0] == "verified"


@pytest.mark.parametrize("phase,before", [("global-optimization", "input"), (DC, "global-optimization")])
def test_gelu_edited_constant_is_rejected(tmp_path, phase, before):
    """GELU's 0.5 edited to 0.25 in IREE's output (in a dispatch body after
    dispatch creation): tv-check against the phase before says FAILED."""
    source = (MODELS / "gelu.mlir").read_text()
    prev = unwrap(compile_to(source, before), before)
    raw = compile_to(source, phase)
    assert raw.count("5.000000e-01") == 1
    mutated = unwrap(raw.replace("5.000000e-01", "2.500000e-01"), phase)
    verdict, detail = _check(tmp_path, prev, mutated, "gelu")
    assert verdict == "FAILED (return value mismatch)"
    assert "%arg0 = tensor" in detail


ROWSUM_F64 = """\
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @rowsum(%x: tensor<2x4xf32>) -> tensor<2xf32> {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<2xf64>
  %init = linalg.fill ins(%zero : f64) outs(%e : tensor<2xf64>) -> tensor<2xf64>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x4xf32>) outs(%init : tensor<2xf64>) {
  ^bb0(%a: f32, %acc: f64):
    %w = arith.extf %a : f32 to f64
    %r = arith.addf %w, %acc : f64
    linalg.yield %r : f64
  } -> tensor<2xf64>
  %o = tensor.empty() : tensor<2xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%s : tensor<2xf64>) outs(%o : tensor<2xf32>) {
  ^bb0(%a: f64, %b: f32):
    %n = arith.truncf %a : f64 to f32
    linalg.yield %n : f32
  } -> tensor<2xf32>
  return %t : tensor<2xf32>
}
"""


def test_f64_demotion_fails_and_verifies_without_it(tmp_path, capsys):
    """IREE demotes f64 to f32 by default: a row sum accumulated in f64
    becomes one accumulated in f32 (each partial sum rounded to f32), and
    the source -> input pair fails, with a concrete counterexample."""
    model = tmp_path / "rowsum.mlir"
    model.write_text(ROWSUM_F64)
    assert main([str(model)]) == 1
    out = capsys.readouterr().out
    assert "source -> input: FAILED (return value mismatch)" in out
    assert "%x = tensor 2x4" in out
    assert main([str(model), "--iree-flag=--iree-input-demote-f64-to-f32=false"]) == 0
    assert capsys.readouterr().out.count(": verified") == 3


def test_layernorm_f64_demotion_depends_on_rsqrt(capsys):
    """LayerNorm's demoted variance reaches `math.rsqrt` with another
    argument: whether the outputs differ then depends on what rsqrt is,
    which tvmlir leaves uninterpreted, so the pair is unsupported (not a
    FAILED that some rsqrt would contradict); without the demotion every
    phase verifies."""
    model = str(MODELS / "layernorm.mlir")
    assert main([model]) == 2
    out = capsys.readouterr().out
    assert "source -> input: unsupported (math.rsqrt is uninterpreted at " in out
    assert main([model, "--iree-flag=--iree-input-demote-f64-to-f32=false"]) == 0
    out = capsys.readouterr().out
    assert out.count(": verified") == 3


def test_bad_model_is_bad_input(tmp_path, capsys):
    bad = tmp_path / "bad.mlir"
    bad.write_text('"func.func"() <{function_type = () -> (), sym_name = "g"}> ({\n  "func.return"() : () -> ()\n}) : () -> ()\n')
    bad.write_text(bad.read_text().replace("func.return", "func.nosuch"))
    assert main([str(bad)]) == 3
    assert "tv-iree-phases: error: iree-compile --compile-to=input failed" in capsys.readouterr().err


# --- the whole zoo (issue 24) ---------------------------------------------

from tvmlir.frontends.zoo_index import ZOO  # noqa: E402

_RESHAPE_REMEASURE = (
    "not re-measured since session 24's rule for a reshape that moves a unit dim (before it, dispatch-creation "
    "stopped at a flow.tensor.reshape that is neither a collapse nor an expand); a pair's tv-check ran past 23 min "
    "on a loaded machine"
)

PHASES_XFAIL: dict[str, str] = {
    # The zoo grew (issue 24) past what tv-iree-phases reads; each entry is
    # the first cause its run stops at (session 21, IREE 3.13).
    "resnet_block": "IREE keeps torch-mlir's cf.assert in its input phase, which tv-iree-phases does not read (first cause, measured)",
    "resnet_stage": "IREE keeps torch-mlir's cf.assert in its input phase, which tv-iree-phases does not read (first cause, measured)",
    "inverted_residual": "IREE keeps torch-mlir's cf.assert in its input phase, which tv-iree-phases does not read (first cause, measured)",
    "embedding_pool": "IREE keeps torch-mlir's cf.assert in its input phase, which tv-iree-phases does not read (first cause, measured)",
    "groupnorm": _RESHAPE_REMEASURE,
    "lstm_sequence": _RESHAPE_REMEASURE,
    "pooling_cnn": "dispatch-creation: flow.tensor.splat is not modelled",
    "conv_transpose": "dispatch-creation: a util.initializer computes globals at load time",
    "masked_attention": "global-optimization: a util.initializer computes globals at load time",
}
"""Models whose phase pairs do not all verify yet, with the first cause."""


@pytest.mark.parametrize(
    "name", [pytest.param(n, marks=pytest.mark.xfail(reason=PHASES_XFAIL[n], strict=False)) if n in PHASES_XFAIL
             else n for n in ZOO],
)
def test_zoo_phases_verify(name):
    """Every model's phases, with IREE's f64 -> f32 demotion off (a real
    change of the program, found on layernorm: tested above)."""
    results = run((MODELS / f"{name}.mlir").read_text(), ["--iree-input-demote-f64-to-f32=false"], limit=900)
    assert [(r.src, r.tgt, r.verdict) for r in results] == [
        ("source", "input", "verified"),
        ("input", "global-optimization", "verified"),
        ("global-optimization", "dispatch-creation", "verified"),
    ], results
