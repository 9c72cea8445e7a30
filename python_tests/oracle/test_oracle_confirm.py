"""The `confirm` pass: what it adds to `--verify`'s report, and its exit codes."""

import os

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.oracle.confirm import instance_sizes
from tvmlir.oracle.run import find_spec, spec_function
from tvmlir.passes.confirm import EXIT_SOUNDNESS, ConfirmPass

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VERIFY = os.path.join(ROOT, "lit_tests", "passes", "verify")


def load(name: str):
    with open(os.path.join(VERIFY, name)) as f:
        return parse_module(make_context(), f.read(), name)


def test_verified_but_wrong_is_a_soundness_failure(monkeypatch, capsys):
    """Were --verify to prove a wrong program (here: a stand-in verifier
    that proves anything), the pass says so and exits 4."""
    from tvmlir.verify import function
    from tvmlir.verify.obligations import FunctionReport

    monkeypatch.setattr(function, "verify_module", lambda module, options, *a: [FunctionReport("matmul", "matmul_spec")])
    module = load("bad-transposed-read.mlir")
    confirm = ConfirmPass(runs=2)
    confirm.apply(make_context(), module)
    err = capsys.readouterr().err.splitlines()
    assert err[-2].startswith("  confirm: SOUNDNESS FAILURE: verified, but execution differs: mismatch")
    assert err[-1] == "@matmul: verified"
    assert confirm.validation_exit_code() == EXIT_SOUNDNESS


def test_failure_exit_code_is_verifys(capsys):
    module = load("bad-transposed-read.mlir")
    confirm = ConfirmPass(runs=2)
    confirm.apply(make_context(), module)
    err = capsys.readouterr().err
    assert "  confirm: confirmed by execution: result 0 [" in err
    assert confirm.validation_exit_code() == 1


def test_instance_sizes_are_read_by_spec_tensor_name():
    """The instance names sizes by the spec tensors' tv.name (C0 here)."""
    text = open(os.path.join(ROOT, "lit_tests", "passes", "verify", "matmul-dynamic.mlir")).read()
    module = parse_module(make_context(), text, "m.mlir")
    fn = next(op for op in module.ops if op.name == "func.func")
    _, spec_fn = spec_function(find_spec(module, fn))
    sizes = instance_sizes(spec_fn, "dim(A, 0)=2, dim(A, 1)=3, dim(B, 0)=3, dim(B, 1)=4, dim(C0, 0)=2, dim(C0, 1)=4, iv=0")
    assert sizes is not None and sorted(sizes.dims.values()) == [2, 2, 3, 3, 4, 4]
    assert instance_sizes(spec_fn, "dim(A, 0)=2") is None  # not every size: draw them
