"""Ops tvmlir does not know (semantics/opaque.py): the assumptions their
meaning rests on are printed and can be turned off, and the pure / event
split decides what a target may do with them."""

from __future__ import annotations

from tvmlir.refinement.check import check_pair
from tvmlir.refinement.module import load
from tvmlir.semantics.context import Options


def _pair(tmp_path, src: str, tgt: str):
    s, t = tmp_path / "s.mlir", tmp_path / "t.mlir"
    s.write_text(src)
    t.write_text(tgt)
    return load(str(s)), load(str(t))


# Two calls of an op with a result: CSE'd by the target.
TWICE = """func.func @f(%x: i32) -> i32 {
  %a = "test.val"(%x) : (i32) -> i32
  %b = "test.val"(%x) : (i32) -> i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
"""
ONCE = """func.func @f(%x: i32) -> i32 {
  %a = "test.val"(%x) : (i32) -> i32
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
"""


def test_pure_opaque_ops_are_an_assumption_that_can_be_turned_off(tmp_path):
    src, tgt = _pair(tmp_path, TWICE, ONCE)
    v = check_pair(src, tgt, "f", Options())
    assert v.status == "verified"
    assert any("--no-assume-pure-opaque-ops" in a for a in v.assumptions)
    assert any("--no-assume-opaque-ops" in a for a in v.assumptions)
    # As events, the second call is dropped: the traces differ.
    v = check_pair(src, tgt, "f", Options(pure_opaque_ops=False))
    assert v.status == "failed" and "events" in v.reason
    v = check_pair(src, tgt, "f", Options(opaque_ops=False))
    assert v.status == "unsupported" and v.reason.startswith("test.val at")


# An event after which the source is undefined: UB of the whole run (the
# op is assumed to return), so any target is accepted.
UB_AFTER = """func.func @f(%x: i32) -> i32 {
  "test.print"(%x) : (i32) -> ()
  %c0 = arith.constant 0 : i32
  %r = arith.divsi %x, %c0 : i32
  return %r : i32
}
"""
NO_EVENT = """func.func @f(%x: i32) -> i32 {
  "test.print"(%x) : (i32) -> ()
  return %x : i32
}
"""


def test_an_event_with_results_depends_on_its_position(tmp_path):
    src_text = """func.func @f(%x: i32) -> i32 {
  "test.tick"(%x) : (i32) -> ()
  %a = "test.read"(%x) : (i32) -> i32
  return %a : i32
}
"""
    # The read moved before the tick: as an event its result may differ.
    tgt_text = """func.func @f(%x: i32) -> i32 {
  %a = "test.read"(%x) : (i32) -> i32
  "test.tick"(%x) : (i32) -> ()
  return %a : i32
}
"""
    src, tgt = _pair(tmp_path, src_text, tgt_text)
    assert check_pair(src, tgt, "f", Options()).status == "verified"  # pure: movable
    assert check_pair(src, tgt, "f", Options(pure_opaque_ops=False)).status == "failed"


def test_source_ub_after_an_event(tmp_path):
    src, tgt = _pair(tmp_path, UB_AFTER, NO_EVENT)
    v = check_pair(src, tgt, "f", Options())
    assert v.status == "verified"
    assert any("always return" in a for a in v.assumptions)
