"""IREE's dispatches as functions over tensors (tvmlir.frontends.iree_kernels,
tv-iree-kernels; issue 10 item 3), on real `executable-sources` output.

Marked `iree` (needs iree-base-compiler: `pip install '.[iree]'`).
"""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.iree

pytest.importorskip("iree.compiler", reason="iree-base-compiler is not installed (pip install '.[iree]')")

from tvmlir.frontends.iree_kernels import kernels  # noqa: E402
from tvmlir.frontends.iree_phases import LOCAL_CPU_FLAGS, IreePhaseError, compile_to, iree_compile_path  # noqa: E402
from tvmlir.frontends.model_runs import Run  # noqa: E402
from tvmlir.tools import tv_iree_kernels  # noqa: E402

if iree_compile_path() is None:
    pytest.skip("iree-compile is not on PATH (pip install '.[iree]')", allow_module_level=True)

HERE = Path(__file__).parent / "iree_inputs"
MODELS = Path(__file__).parent.parent.parent / "lit_tests" / "Inputs" / "torch"
TB1 = (HERE / "tb_dispatch_1.executable.mlir").read_text()
MLP0 = (HERE / "mlp_dispatch_0.executable.mlir").read_text()


def test_subspans_become_arguments_and_results():
    """Two readonly subspans of binding 0 (at byte offsets 64 and 0) are two
    arguments; the writeonly one at a push-constant offset is the result,
    and the push constant disappears with the offsets."""
    [k] = kernels(TB1)
    assert k.name == "transformer_block_dispatch_1_reduction_3x4_f32"
    assert "function_type = (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>" in k.text
    for gone in ("hal.", "iree_tensor_ext", "util."):
        assert gone not in k.text


def test_a_written_binding_shared_by_two_subspans_is_refused():
    text = TB1.replace("binding(1) alignment(64)", "binding(0) alignment(64)")
    assert text != TB1
    with pytest.raises(IreePhaseError, match=r"binding 0 is used by several subspans and written: they may alias"):
        kernels(text)


def test_a_push_constant_used_in_the_computation_is_refused():
    text = TB1.replace("%1 = arith.index_castui %0", "%99 = arith.uitofp %0 : i32 to f32\n          %1 = arith.index_castui %0")
    assert text != TB1
    with pytest.raises(IreePhaseError, match=r"hal.interface.constant.load: .*not in the dialects"):
        kernels(text)


def test_every_model_unwraps():
    counts = {}
    for name in ("mlp", "transformer_block"):
        ks = kernels(compile_to((MODELS / f"{name}.mlir").read_text(), "executable-sources"))
        counts[name] = len(ks)
        assert all('"func.func"' in k.text and "hal." not in k.text for k in ks)
    assert counts == {"mlp": 2, "transformer_block": 10}


def test_mlp_kernels_verify_through_tvmlir(capsys):
    """A model file is compiled to executable-sources first."""
    assert tv_iree_kernels.main([str(MODELS / "mlp.mlir")]) == 0
    out = capsys.readouterr().out
    assert "@mlp_dispatch_0_matmul_like_2x8x4_f32: verified" in out
    assert "@mlp_dispatch_1_matmul_like_2x3x8_f32: verified" in out


def test_reduction_into_a_readonly_init_verifies(tmp_path, capsys):
    """This kernel reduces into a tensor it loads from a readonly binding
    (the argument is the reduction's init).  The argument is marked
    `{bufferization.writable = false}`, so tvmlir's lowering writes the
    sums into a copy, as one-shot-bufferize does; before, it wrote into
    the argument's buffer and `--verify` rejected its own lowering with
    FAILED (input preserved)."""
    path = tmp_path / "tb1.mlir"
    path.write_text(TB1)
    (kernel,) = kernels(TB1)
    assert "bufferization.writable = false" in kernel.text
    assert tv_iree_kernels.main([str(path)]) == 0
    assert "@transformer_block_dispatch_1_reduction_3x4_f32: verified" in capsys.readouterr().out


def _preprocess(monkeypatch, text):
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    return tv_iree_kernels.main([]), out.getvalue()


def test_preprocess_passes_the_executable_through(monkeypatch, capsys):
    rc, out = _preprocess(monkeypatch, MLP0)
    assert (rc, out) == (0, MLP0)
    assert capsys.readouterr().err == ""


def test_preprocess_passes_the_readonly_init_kernel(monkeypatch, capsys):
    rc, out = _preprocess(monkeypatch, TB1)
    assert (rc, out) == (0, TB1)
    assert "FAILED" not in capsys.readouterr().err


def test_preprocess_lets_through_what_it_cannot_read(monkeypatch, capsys):
    bad = TB1.replace("binding(1) alignment(64)", "binding(0) alignment(64)")
    rc, out = _preprocess(monkeypatch, bad)
    assert (rc, out) == (0, bad)
    assert "tv-iree-kernels: not validated: " in capsys.readouterr().err


def test_preprocess_fails_only_on_a_failed_kernel(monkeypatch, capsys):
    monkeypatch.setattr(tv_iree_kernels, "validate", lambda text, limit: [("k", Run("FAILED (return value mismatch)", 1.0))])
    rc, out = _preprocess(monkeypatch, TB1)
    assert (rc, out) == (1, TB1)
    assert "@k: FAILED (return value mismatch)" in capsys.readouterr().err
    monkeypatch.setattr(tv_iree_kernels, "validate", lambda text, limit: [("k", Run("timeout", 1.0))])
    assert _preprocess(monkeypatch, TB1)[0] == 0


def test_iree_compile_runs_it_as_a_preprocessor(tmp_path):
    """`--iree-hal-preprocess-executables-with=tv-iree-kernels` (bare name on PATH)."""
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    out = tmp_path / "gelu.vmfb"
    r = subprocess.run(
        [iree_compile_path(), *LOCAL_CPU_FLAGS, "--iree-hal-preprocess-executables-with=tv-iree-kernels",
         str(MODELS / "gelu.mlir"), "-o", str(out)],
        capture_output=True, text=True, env=env,
    )
    assert r.returncode == 0, r.stderr
    assert out.stat().st_size > 0


# --- the whole zoo (issue 24) ---------------------------------------------

from tvmlir.frontends.zoo_index import ZOO  # noqa: E402
from tvmlir.tools.tv_iree_kernels import validate  # noqa: E402

KERNELS_XFAIL: dict[str, str] = {
    # First cause measured in session 21: the weights' transpose runs in a
    # util.initializer dispatch at load time, which is not verified.
    "conv_transpose": "a dispatch of the util.initializer (weights transposed at load time) is not verified",
}
"""Models some of whose kernels do not verify yet, with the first cause."""


@pytest.mark.parametrize(
    "name", [pytest.param(n, marks=pytest.mark.xfail(reason=KERNELS_XFAIL[n], strict=False)) if n in KERNELS_XFAIL
             else n for n in ZOO],
)
def test_zoo_kernels_verify(name):
    """Every dispatch of every model, through tvmlir's lowering (the pad
    copies and gathers of issue 24 included), with generous z3 time."""
    runs = validate(compile_to((MODELS / f"{name}.mlir").read_text(), "executable-sources"), 1800, 600_000)
    assert runs and all(run.verdict == "verified" for _, run in runs), runs
