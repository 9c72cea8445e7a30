"""An exception inside tvmlir while checking one function is that
function's located `internal error` verdict: the other functions are still
checked, the run exits 4, and TVMLIR_DEBUG=1 lets the exception through
(refinement/check.py `check_pair_guarded`)."""

from __future__ import annotations

import io

import pytest

from tvmlir.semantics import dispatch
from tvmlir.tools import tv_check

PAIR = """
func.func @a(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @b(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}
"""


def test_one_function_internal_error_is_located_and_others_checked(tmp_path, monkeypatch):
    path = tmp_path / "pair.mlir"
    path.write_text(PAIR)
    handlers = dict(dispatch.handlers())

    def broken(interp, op):
        raise KeyError("a tvmlir bug")

    handlers["arith.muli"] = broken
    monkeypatch.setattr(dispatch, "handlers", lambda: handlers)
    monkeypatch.delenv("TVMLIR_DEBUG", raising=False)
    out = io.StringIO()
    args = tv_check.build_parser().parse_args([str(path), str(path)])
    code = tv_check.check_files(args, out)
    lines = out.getvalue().splitlines()
    assert code == 4
    assert lines[0] == "@a: verified"
    assert lines[1].startswith("@b: internal error (KeyError: 'a tvmlir bug' while checking the function at ")
    assert f"{path}:7:1" in lines[1]

    monkeypatch.setenv("TVMLIR_DEBUG", "1")
    with pytest.raises(KeyError):
        tv_check.check_files(tv_check.build_parser().parse_args([str(path), str(path)]), io.StringIO())
