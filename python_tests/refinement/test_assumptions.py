"""What a tv-check verdict takes for granted: the assumptions it reports,
the flags that turn them off, the extent bound, and the refusal of
fast-math flags a target adds."""

from __future__ import annotations

import json

import pytest

from tvmlir.refinement.check import check_pair
from tvmlir.refinement.module import load
from tvmlir.semantics.context import Options
from tvmlir.tools.tv_check import run


def _pair(tmp_path, src: str, tgt: str):
    s, t = tmp_path / "s.mlir", tmp_path / "t.mlir"
    s.write_text(src)
    t.write_text(tgt)
    return load(str(s)), load(str(t)), str(s), str(t)


EXT_SRC = """func.func private @ext(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %a = func.call @ext(%x) : (i32) -> i32
  %b = func.call @ext(%x) : (i32) -> i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
"""
EXT_TGT = """func.func private @ext(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
"""


@pytest.mark.parametrize("fp", ["abstract", "ieee"])
def test_external_calls_are_an_assumption_that_can_be_turned_off(tmp_path, fp):
    src, tgt, *_ = _pair(tmp_path, EXT_SRC, EXT_TGT)
    v = check_pair(src, tgt, "f", Options(fp=fp))
    assert v.status == "verified"
    assert any("@ext is pure and total" in a for a in v.assumptions)
    v = check_pair(src, tgt, "f", Options(fp=fp, pure_external_calls=False))
    assert v.status == "unsupported" and "--no-assume-pure-calls" in v.reason


def test_json_lists_assumptions_and_bound(tmp_path, capsys):
    # Wrong from extent 20000000 on: beyond the re-checks of a bounded
    # proof (extents <= 2^16, and one narrow check at K + 2 for a constant
    # up to 2^24; refinement/check.check_pair), so only bounded, and the
    # constant not checked is named.
    src = """func.func @f(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c20000000 = arith.constant 20000000 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %big = arith.cmpi uge, %d, %c20000000 : index
  %r = arith.select %big, %c0, %d : index
  return %r : index
}
"""
    tgt = """func.func @f(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}
"""
    _, _, s, t = _pair(tmp_path, src, tgt)
    assert run(["--json", s, t]) == 2  # a bounded proof is not one for all sizes
    (f,) = json.loads(capsys.readouterr().out)["functions"]
    assert f["line"] == "@f: unsupported (verified only for extents <= 50, not for all sizes; --accept-bounded accepts that)"
    assert run(["--accept-bounded", "--json", s, t]) == 0
    (f,) = json.loads(capsys.readouterr().out)["functions"]
    assert f["bounded"] == "extents <= 50"
    assert f["line"] == "@f: verified for extents <= 50"
    assert any(a.startswith("dynamic extents <= 50") for a in f["assumptions"])
    assert "index is 64 bits wide (--index-bitwidth=64)" in f["assumptions"]
    assert any(a.startswith("nothing of extents past 65536") and "20000000" in a for a in f["assumptions"])
    assert run(["--max-unknown-dimsize", "20000000", "--max-tensor-size", "20000000", s, t]) == 1


@pytest.mark.parametrize("flag", ["contract", "afn", "reassoc", "arcp"])
def test_a_target_adding_a_licensing_flag_fails_at_the_op(tmp_path, flag):
    body = "  %r = {op} %x, %y{fm} : f32\n  return %r : f32\n}}\n"
    head = "func.func @f(%x: f32, %y: f32) -> f32 {\n"
    op = "math.powf" if flag == "afn" else "arith.divf" if flag == "arcp" else "arith.addf"
    src = head + body.format(op=op, fm="")
    tgt = head + body.format(op=op, fm=f" fastmath<{flag}>")
    s, t, _, tp = _pair(tmp_path, src, tgt)
    v = check_pair(s, t, "f", Options())
    assert v.status == "failed"
    assert v.reason == f"target adds fastmath<{flag}> at {tp}:2:8, not present in the source"
    # the converse (the source has it, the target drops it) verifies
    assert check_pair(t, s, "f", Options()).status == "verified"
