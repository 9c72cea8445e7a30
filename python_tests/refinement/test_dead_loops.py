"""Dead loop nests (refinement/dead_loops.py): what is dead, and the
target-side proof, checked against a concrete run of random loop nests:
whenever the proof accepts a nest, running it reads no element out of
bounds and none that no earlier store wrote."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tvmlir.refinement import dead_loops as dl
from tvmlir.refinement.module import load


def _func(tmp_path, text: str, name: str = "f"):
    p = tmp_path / "m.mlir"
    p.write_text(text)
    return load(str(p)).functions[name]


def _dead_names(f) -> list[str]:
    return [o.name for o in dl.find(f).outermost]


def test_copy_into_itself_is_dead(tmp_path):
    f = _func(tmp_path, """
func.func @f() {
  %a = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %a[%i] : memref<10xf32>
  }
  return
}""")
    assert "affine.for" in _dead_names(f)


def test_buffer_read_into_result_is_live(tmp_path):
    f = _func(tmp_path, """
func.func @f(%out: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %w = arith.addf %v, %c : f32
    affine.store %w, %out[%i] : memref<10xf32>
  }
  return
}""")
    d = dl.find(f)
    assert not d.outermost and not d.memrefs


@pytest.mark.parametrize("escape", [
    "memref.copy %a, %out : memref<10xf32> to memref<10xf32>",
    "%s = memref.subview %a[0] [5] [1] : memref<10xf32> to memref<5xf32, strided<[1]>>",
    "%k = arith.constant 0 : index\n  %x = memref.load %a[%k] : memref<10xf32>\n  memref.store %x, %out[%k] : memref<10xf32>",
])
def test_escapes_keep_the_stores(tmp_path, escape):
    f = _func(tmp_path, f"""
func.func @f(%out: memref<10xf32>) {{
  %c = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {{
    affine.store %c, %a[%i] : memref<10xf32>
  }}
  {escape}
  return
}}""")
    assert "affine.for" not in _dead_names(f)


def _refusal(tmp_path, body: str, decl: str = "") -> str | None:
    f = _func(tmp_path, f"""
func.func @f(%arg: memref<10xf32>, %n: index) {{
  %c = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
{body}
  return
}}""")
    d = dl.find(f)
    assert d.outermost, "nothing dead"
    try:
        dl.target_safe(f, d)
    except dl.Refused as e:
        return str(e)
    return None


def test_accepts_a_bound_from_an_argument(tmp_path):
    assert _refusal(tmp_path, """
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 10)>()[%n] {
    affine.store %c, %a[%i] : memref<10xf32>
    %v = affine.load %a[%i] : memref<10xf32>
    %w = arith.addf %v, %c : f32
  }""") is None


def test_constants_past_a_narrow_index_wrap(tmp_path):
    f = _func(tmp_path, """
func.func @f() {
  %c = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<10xf32>
  affine.for %i = 4294967296 to 4294967306 {
    affine.store %c, %a[%i - 4294967296] : memref<10xf32>
  }
  return
}""")
    d = dl.find(f)
    dl.target_safe(f, d, 64)
    with pytest.raises(dl.Refused, match="32-bit"):
        dl.target_safe(f, d, 32)


def test_accepts_covered_reads(tmp_path):
    assert _refusal(tmp_path, """
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[9 - %i] : memref<10xf32>
    %w = arith.addf %v, %c : f32
    affine.store %w, %b[%i] : memref<10xf32>
  }""") is None


@pytest.mark.parametrize("body,why", [
    ("affine.for %i = 0 to 11 {\n affine.store %c, %a[%i] : memref<10xf32>\n }", "out of bounds"),
    ("affine.for %i = 0 to 10 {\n %v = affine.load %a[%i] : memref<10xf32>\n %w = arith.addf %v, %c : f32\n"
     " affine.store %w, %b[%i] : memref<10xf32>\n }", "no earlier store"),
    ("affine.for %i = 0 to 10 {\n %v = affine.load %arg[%i] : memref<10xf32>\n"
     " affine.store %v, %a[%i] : memref<10xf32>\n %u = affine.load %a[%i] : memref<10xf32>\n }", "uninitialized"),
    ("affine.for %i = 0 to 10 {\n %v = affine.load %arg[%i] : memref<10xf32>\n }", "uninitialized"),
    ("affine.for %i = 0 to 10 {\n %q = arith.divui %n, %i : index\n affine.store %c, %a[%i] : memref<10xf32>\n }",
     "division"),
    ("affine.for %i = 0 to %n {\n affine.store %c, %a[%i] : memref<10xf32>\n }", "out of bounds"),
    ("affine.for %i = 0 to %n step 4 {\n affine.store %c, %a[%i mod 10] : memref<10xf32>\n }", "may wrap"),
    ("%k = arith.muli %n, %n : index\n affine.for %i = 0 to %k {\n affine.store %c, %a[0] : memref<10xf32>\n }",
     "not affine"),
    ("affine.for %i = 0 to 10 {\n affine.store %c, %a[%i] : memref<10xf32>\n }\n"
     " memref.dealloc %a : memref<10xf32>\n affine.for %i = 0 to 10 {\n affine.store %c, %a[%i] : memref<10xf32>\n }",
     "after its dealloc"),
])
def test_refuses(tmp_path, body, why):
    r = _refusal(tmp_path, body)
    assert r is not None and why in r, r


# --- against a concrete run ---------------------------------------------------

N = 6  # buffer size


@st.composite
def nests(draw):
    """Two loops (the second optionally nested in the first) over a buffer
    of N elements: stores at affine indices, loads whose value is used."""
    outer = (draw(st.integers(0, 2)), draw(st.integers(0, 7)), draw(st.integers(1, 3)))
    inner = (draw(st.integers(-1, 2)), draw(st.integers(0, 5)), draw(st.integers(1, 2)))
    nested = draw(st.booleans())
    accesses = draw(st.lists(st.tuples(st.sampled_from(["store", "load"]), st.integers(-1, 2), st.integers(-1, 2),
                                       st.integers(-2, 7)), min_size=1, max_size=4))  # fmt: skip
    return outer, inner, nested, accesses


def _render(outer, inner, nested, accesses) -> str:
    lines = []
    lo, hi, s = outer
    lines.append(f"  affine.for %i = {lo} to {hi} step {s} {{")
    if nested:
        lo2, hi2, s2 = inner
        lines.append(f"  affine.for %j = max affine_map<(d0) -> ({lo2}, d0)>(%i) to {hi2} step {s2} {{")
    for k, (kind, ci, cj, c0) in enumerate(accesses):
        j = f" + {cj} * %j" if nested else ""
        idx = f"{ci} * %i{j} + {c0}"
        if kind == "store":
            lines.append(f"    affine.store %c, %a[{idx}] : memref<{N}xf32>")
        else:
            lines.append(f"    %v{k} = affine.load %a[{idx}] : memref<{N}xf32>")
            lines.append(f"    %w{k} = arith.addf %v{k}, %c : f32")
            lines.append(f"    affine.store %w{k}, %b[0] : memref<1xf32>")
    if nested:
        lines.append("  }")
    lines.append("  }")
    return "\n".join(lines)


def _run(outer, inner, nested, accesses) -> bool:
    """Whether the nest runs without an out-of-bounds access or a read of
    an element no store wrote."""
    written: set[int] = set()
    lo, hi, s = outer
    for i in range(lo, hi, s):
        js = [None]
        if nested:
            lo2, hi2, s2 = inner
            js = range(max(lo2, i), hi2, s2)
        for j in js:
            for kind, ci, cj, c0 in accesses:
                x = ci * i + (cj * j if nested else 0) + c0
                if not 0 <= x < N:
                    return False
                if kind == "store":
                    written.add(x)
                elif x not in written:
                    return False
    return True


def _nest_function(tmp_path_factory, body: str):
    """The function `@f` whose body is `body`, over the local buffers
    `%a` (N elements) and `%b` (one), read back by tv-check's loader."""
    p = tmp_path_factory.mktemp("nest") / "m.mlir"
    p.write_text(f"""
func.func @f() {{
  %c = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<{N}xf32>
  %b = memref.alloc() : memref<1xf32>
{body}
  return
}}""")
    return load(str(p)).functions["f"]


@settings(max_examples=60, deadline=None)
@given(nests())
def test_accepted_nests_run_without_ub(tmp_path_factory, nest):
    body = _render(*nest)
    f = _nest_function(tmp_path_factory, body)
    d = dl.find(f)
    if not d.outermost:
        return
    try:
        dl.target_safe(f, d)
    except dl.Refused:
        return
    assert _run(*nest), body


@settings(max_examples=60, deadline=None)
@given(nests())
def test_always_undefined_nests_do_read_unwritten_memory(tmp_path_factory, nest):
    """`always_undefined`'s claim against the same concrete run: a nest it
    says reads unwritten (or out-of-bounds) memory on every input does."""
    body = _render(*nest)
    f = _nest_function(tmp_path_factory, body)
    d = dl.find(f)
    if not d.ops:
        return
    if dl.always_undefined(f, d) is not None:
        assert not _run(*nest), body
