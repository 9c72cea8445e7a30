"""The reference models end to end (issues 10 and 24): exported by
tvmlir.frontends.torch, then validated through tvmlir's lowering, through
mlir-opt-19's GPU pipeline, and by tv-check against themselves after
mlir-opt-19's fusion and cleanup.

Marked `torch` (needs torch and torch-mlir, `pip install '.[torch]'`, and
mlir-opt-19); skipped with the reason when they are missing.  Run with
`pytest -m torch python_tests/frontends/test_torch_models.py`.  The
exported text must equal lit_tests/Inputs/torch/<name>.mlir, which the
default run checks without torch (test_zoo_exports.py): regenerate those
files with `tv-import-torch --zoo NAME -o ...` when the front end changes.

Solver budgets are z3 work (TVMLIR_RLIMIT, set by conftest.py), so no
verdict depends on the load; with TVMLIR_RLIMIT empty (to measure) the
proofs get a generous z3 time instead (`verify{timeout=...}`).  A cell
that does not verify yet would be xfail with its first cause, and only if
it fails fast: slow cells belong in benchmarks/models.py.
"""

import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.torch

torch = pytest.importorskip("torch", reason="torch is not installed (pip install '.[torch]')")
pytest.importorskip("torch_mlir", reason="torch-mlir is not installed (pip install '.[torch]')")
if shutil.which("mlir-opt-19") is None:
    pytest.skip("mlir-opt-19 is not installed", allow_module_level=True)

from tvmlir.frontends.model_runs import check_after_passes, own_lowering, upstream_gpu  # noqa: E402
from tvmlir.frontends.torch import export  # noqa: E402
from tvmlir.frontends.torch_zoo import models  # noqa: E402
from tvmlir.frontends.zoo_index import ZOO  # noqa: E402

INPUTS = Path(__file__).parent.parent.parent / "lit_tests" / "Inputs" / "torch"
NAMES = list(ZOO)
LIMIT = 1800
Z3_MS = 600_000

OWN_XFAIL: dict[str, str] = {}
UPSTREAM_XFAIL: dict[str, str] = {}
PASSES_XFAIL: dict[str, str] = {}


def _params(xfail):
    return [pytest.param(n, marks=pytest.mark.xfail(reason=xfail[n], strict=False)) if n in xfail else n for n in NAMES]


@pytest.fixture(scope="module")
def zoo():
    return models()


def test_zoo_is_the_index(zoo):
    assert list(zoo) == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_export_is_the_shipped_input(zoo, name):
    model, inputs = zoo[name]
    assert export(model, inputs, func_name=name) == (INPUTS / f"{name}.mlir").read_text()


@pytest.mark.parametrize("name", _params(OWN_XFAIL))
def test_own_lowering_verifies(name):
    run = own_lowering(str(INPUTS / f"{name}.mlir"), name, LIMIT, Z3_MS)
    assert run.verdict == "verified", run


@pytest.mark.parametrize("name", _params(UPSTREAM_XFAIL))
def test_mlir_opt_gpu_pipeline_verifies(name):
    run = upstream_gpu(str(INPUTS / f"{name}.mlir"), name, LIMIT, Z3_MS)
    assert run.verdict == "verified", run


PASSES_MODELS = NAMES[:8]
"""tv-check after fusion on the zoo's first eight models: on the models the
zoo gained in session 20 (ResNet stages, LSTM, GroupNorm...) it takes
minutes each on a loaded 2-core machine, past what the test command can
afford; they are `python benchmarks/models.py`'s."""


@pytest.mark.parametrize("name", [p for p in _params(PASSES_XFAIL) if getattr(p, "values", (p,))[0] in PASSES_MODELS])
def test_tv_check_after_passes_verifies(name):
    run = check_after_passes(str(INPUTS / f"{name}.mlir"), name, limit=120)
    assert run.verdict == "verified", run


def test_cli_writes_the_export(tmp_path):
    from tvmlir.tools.tv_import_torch import main

    out = tmp_path / "mlp.mlir"
    assert main(["--zoo", "mlp", "-o", str(out)]) == 0
    assert out.read_text() == (INPUTS / "mlp.mlir").read_text()


def test_cli_unknown_model_is_bad_input(capsys):
    from tvmlir.tools.tv_import_torch import main

    assert main(["--zoo", "nope"]) == 3
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no reference model 'nope'" in err[0]


FACTORY = '''
import torch
from torch import nn


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        return torch.relu(self.fc(x))


def make():
    torch.manual_seed(0)
    return Tiny().eval(), [torch.randn(1, 3)]
'''


def test_cli_file_factory_records_the_source_line(tmp_path, monkeypatch):
    """FILE.py:FACTORY, from another directory; each op keeps the model
    file's line (`forward`'s return, line 12 of the file, FACTORY starting with a newline) beside its MLIR position."""
    from tvmlir.tools.tv_import_torch import main

    (tmp_path / "tiny.py").write_text(FACTORY)
    out = tmp_path / "tiny.mlir"
    monkeypatch.chdir(tmp_path)
    assert main(["tiny.py:make", "-o", str(out)]) == 0
    assert 'loc("torch"("tiny.py":12:0))' in out.read_text()


def test_cli_module_factory_from_the_working_directory(tmp_path, monkeypatch):
    from tvmlir.tools.tv_import_torch import main

    (tmp_path / "tinymod.py").write_text(FACTORY)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.path", [p for p in __import__("sys").path if p not in ("", str(tmp_path))])
    assert main(["tinymod:make", "-o", str(tmp_path / "m.mlir")]) == 0


def test_cli_factory_errors_are_bad_input(tmp_path, monkeypatch, capsys):
    from tvmlir.tools.tv_import_torch import main

    (tmp_path / "broken.py").write_text("def make():\n    raise RuntimeError('no weights here')\n")
    monkeypatch.chdir(tmp_path)
    assert main(["broken.py:make"]) == 3
    assert "broken.py:make raised RuntimeError: no weights here" in capsys.readouterr().err
    assert main(["broken.py:nothing"]) == 3
    assert "has no callable 'nothing'" in capsys.readouterr().err
    assert main(["no_such_module:make"]) == 3
    assert "no module named 'no_such_module'" in capsys.readouterr().err


def test_cumsum_exports_as_linalg():
    """`torch.cumsum` goes through PyTorch's reference decomposition
    (frontends/torch.py EXTRA_DECOMPOSITIONS), not torch-mlir's
    `tm_tensor.scan`; lit_tests/frontends/cumsum-decomposed.mlir verifies
    such an export both ways and rejects its mutants."""
    from torch import nn

    class RunningSum(nn.Module):
        def forward(self, x):
            return torch.cumsum(x, dim=-1)

    text = export(RunningSum().eval(), [torch.randn(2, 3)], func_name="running_sum")
    assert "tm_tensor" not in text
    assert "arith.select" in text and "#linalg.iterator_type<reduction>" in text


def test_export_outside_the_loaded_dialects_is_an_import_error():
    """An op of a dialect the normalizing context lacks (Torch-MLIR's
    `tm_tensor`) is a TorchImportError naming it, not a parser traceback."""
    from tvmlir.frontends.torch import TorchImportError, normalize

    raw = ('func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n'
           '  %0 = tm_tensor.scan %a : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n')
    with pytest.raises(TorchImportError, match="tm_tensor"):
        normalize(raw)
