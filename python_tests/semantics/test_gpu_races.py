"""The race proof of tv-check's kernels (semantics/gpu.py): a launch whose
threads write `out[(a * tid + b) mod 8]` is read as the sequential loop
only when no two threads write one cell; when two may, the pair is
unsupported (never verified, even against itself), whatever the other
side is.  Cross-checked against the collisions counted in Python."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tvmlir.refinement.check import check_pair
from tvmlir.refinement.module import load
from tvmlir.semantics.context import Options

KERNEL = """func.func @f(%out: memref<8xi32>, %v: i32) {{
  %c1 = arith.constant 1 : index
  %cn = arith.constant {threads} : index
  %ca = arith.constant {a} : index
  %cb = arith.constant {b} : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cn, %sy = %c1, %sz = %c1) {{
    %p = arith.muli %tx, %ca : index
    %q = arith.addi %p, %cb : index
    %i = arith.remui %q, %c8 : index
    memref.store %v, %out[%i] : memref<8xi32>
    gpu.terminator
  }}
  return
}}
"""


def _status(src: str, tgt: str) -> tuple[str, str]:
    with tempfile.TemporaryDirectory() as d:
        s, t = Path(d) / "s.mlir", Path(d) / "t.mlir"
        s.write_text(src)
        t.write_text(tgt)
        r = check_pair(load(str(s)), load(str(t)), "f", Options())
        return r.status, str(getattr(r, "reason", "") or r)


@settings(max_examples=6, deadline=None)
@example(a=1, b=0, threads=4)
@example(a=2, b=1, threads=4)
@example(a=4, b=0, threads=3)
@given(a=st.integers(0, 5), b=st.integers(0, 7), threads=st.integers(1, 4))
def test_verified_iff_no_two_threads_write_one_cell(a, b, threads):
    cells = [(a * t + b) % 8 for t in range(threads)]
    race = len(set(cells)) < len(cells)
    k = KERNEL.format(a=a, b=b, threads=threads)
    status, text = _status(k, k)
    if race:
        assert status == "unsupported" and "a race between threads" in text, text
    else:
        assert status == "verified", text
