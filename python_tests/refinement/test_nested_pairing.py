"""Nested loop pairing (semantics/loop_pairing.py, "Nested loops"): a
2-deep nest of loops past the unroll bound whose inner body is rewritten
(a value hoisted into the outer body, as loop-invariant code motion does)
verifies exactly when the rewrite keeps what the inner loop stores; a
target whose inner store, bound or carried value differs in one constant
is never verified."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tvmlir.refinement.check import check_pair
from tvmlir.refinement.module import load
from tvmlir.semantics.context import Options

NEST = """func.func @f(%A: memref<?x?xi32>, %n: index, %m: index, %x: i32) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {{
    {hoisted}
    %r = scf.for %j = %c0 to {inner_ub} step %c1 iter_args(%acc = {init}) -> (i32) {{
      {body}
      %old = memref.load %A[%i, %j] : memref<?x?xi32>
      %t = arith.addi %old, %s : i32
      %u = arith.addi %t, %acc : i32
      memref.store %u, %A[%i, %j] : memref<?x?xi32>
      scf.yield %u : i32
    }}
  }}
  return
}}
"""


def _nest(a: int, b: int, hoist: bool, inner_ub: str = "%m", init: str = "%x") -> str:
    # s = i * a + x + b, computed in the inner body or hoisted to the outer one.
    calc = (f"%ii = arith.index_cast %i : index to i32\n    %ca = arith.constant {a} : i32\n"
            f"    %cb = arith.constant {b} : i32\n    %p = arith.muli %ii, %ca : i32\n"
            f"    %q = arith.addi %p, %x : i32\n    %s = arith.addi %q, %cb : i32")
    if hoist:
        return NEST.format(hoisted=calc, body="", inner_ub=inner_ub, init=init)
    return NEST.format(hoisted="", body=calc.replace("\n    ", "\n      "), inner_ub=inner_ub, init=init)


def _status(src: str, tgt: str) -> str:
    with tempfile.TemporaryDirectory() as d:
        s, t = Path(d) / "s.mlir", Path(d) / "t.mlir"
        s.write_text(src)
        t.write_text(tgt)
        return check_pair(load(str(s)), load(str(t)), "f", Options()).status


@settings(max_examples=3, deadline=None)
@example(a=2, b=-1, da=0, db=0)
@given(a=st.integers(-3, 3), b=st.integers(-3, 3), da=st.integers(-1, 1), db=st.integers(-1, 1))
def test_hoisted_inner_value_verifies_iff_unchanged(a, b, da, db):
    status = _status(_nest(a, b, hoist=False), _nest(a + da, b + db, hoist=True))
    if (da, db) == (0, 0):
        assert status == "verified"
    else:
        assert status != "verified"


def test_inner_carried_start_from_the_outer_body_is_not_verified():
    # (The inner bound taken from the outer loop's: lit, paired_nested_upstream.mlir.)
    assert _status(_nest(2, 1, hoist=False), _nest(2, 1, hoist=True, init="%s")) != "verified"
