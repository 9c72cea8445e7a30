"""The shipped exports of the reference models (lit_tests/Inputs/torch),
checked in the default run without torch: one for each model of the zoo
index, each readable, annotatable into a spec `--verify` can read (so no
layer of the zoo is unsupported by the spec), and each op carrying its
PyTorch source line.  The heavy proofs are torch-marked
(test_torch_models.py); `tv-import-torch`'s help and install hint need no
torch either."""

import builtins
from pathlib import Path

import pytest
from xdsl.dialects.func import FuncOp

from tvmlir.frontends.zoo_index import ZOO
from tvmlir.ir.context import make_context
from tvmlir.ir.diagnostics import format_op_location, source_note
from tvmlir.ir.parser import parse_module
from tvmlir.passes.annotate import AnnotatePass
from tvmlir.tv_dialect import SpecOp
from tvmlir.verify.spec_model import load_spec

INPUTS = Path(__file__).parent.parent.parent / "lit_tests" / "Inputs" / "torch"


def test_one_export_per_model():
    assert sorted(p.stem for p in INPUTS.glob("*.mlir")) == sorted(ZOO)


@pytest.mark.parametrize("name", list(ZOO))
def test_export_annotates_into_a_readable_spec(name):
    path = INPUTS / f"{name}.mlir"
    ctx = make_context()
    module = parse_module(ctx, path.read_text(), str(path))
    generics = [op for op in module.walk() if op.name == "linalg.generic"]
    assert generics and all(source_note(op) == f"tvmlir/frontends/torch_zoo.py:{source_note(op).rsplit(':', 1)[1]}"
                            for op in generics)
    assert format_op_location(generics[0]).endswith(f" ({source_note(generics[0])})")
    AnnotatePass().apply(ctx, module)
    (spec,) = [op for op in module.ops if isinstance(op, SpecOp)]
    loaded = load_spec(spec)
    assert loaded.func.sym_name.data == name
    assert [f.sym_name.data for f in module.ops if isinstance(f, FuncOp)] == [name]


def test_help_lists_the_zoo(capsys):
    from tvmlir.tools.tv_import_torch import main

    with pytest.raises(SystemExit) as e:
        main(["--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "FILE.py:FACTORY or MODULE:FACTORY" in out
    for name, text in ZOO.items():
        assert f"  {name}" in out and text in out


def test_without_torch_the_error_says_how_to_install(monkeypatch, capsys):
    from tvmlir.tools.tv_import_torch import main

    real = builtins.__import__

    def no_torch(name, *args, **kwargs):
        if name.split(".")[0] in ("torch", "torch_mlir"):
            raise ImportError(f"No module named '{name}'")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_torch)
    assert main(["--zoo", "mlp"]) == 3
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "pip install 'tvmlir[torch]'" in err[0] and "download.pytorch.org/whl/cpu" in err[0]


def test_model_argument_must_name_a_factory(capsys):
    from tvmlir.tools.tv_import_torch import main

    assert main([]) == 3
    assert "give MODEL" in capsys.readouterr().err
