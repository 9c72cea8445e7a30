"""tv-opt's driver: exit codes and never-partial output."""

import pytest

from tvmlir.tools import tv_opt
from tvmlir.tools.tv_opt import TvOptMain


def run(argv, capsys):
    with pytest.raises(SystemExit) as info:
        tv_opt.main(argv)
    out = capsys.readouterr()
    return info.value.code, out.out, out.err


def test_success_prints_module(tmp_path, capsys):
    src = tmp_path / "ok.mlir"
    src.write_text("func.func @f() {\n  func.return\n}\n")
    code, out, err = run([str(src)], capsys)
    assert code == 0 and "func.func @f()" in out and err == ""


def test_bad_input_is_one_line_exit_3(tmp_path, capsys):
    src = tmp_path / "bad.mlir"
    src.write_text("func.func @f() {\n  %0 = arith.addi\n}\n")
    code, out, err = run([str(src)], capsys)
    assert code == 3 and out == ""
    assert err.count("\n") == 1 and err.startswith(f"{src}:")


def test_internal_errors_are_one_line_exit_4(monkeypatch, tmp_path, capsys):
    src = tmp_path / "ok.mlir"
    src.write_text("func.func @f() {\n  func.return\n}\n")

    def explode(self, module):
        raise RuntimeError("boom")

    monkeypatch.setattr(TvOptMain, "apply_passes", explode)
    monkeypatch.delenv("TVMLIR_DEBUG", raising=False)
    code, out, err = run([str(src)], capsys)
    assert code == 4 and out == ""
    assert err == (
        "internal error: RuntimeError: boom (this is a tvmlir bug; "
        "TVMLIR_DEBUG=1 shows the traceback)\n"
    )


def test_every_pass_flag_has_a_summary(capsys):
    """`tv-opt --help` describes each tvmlir pass from its registry entry
    (without importing the pass, which keeps --help fast)."""
    from tvmlir.passes import TVMLIR_PASSES

    code, out, _ = run(["--help"], capsys)
    assert code == 0
    for name, factory in TVMLIR_PASSES.items():
        assert factory.__doc__, name
        assert f"--{name}" in out
        first_words = " ".join(factory.__doc__.split()[:3])
        assert first_words in " ".join(out.split()), name
