"""The memory model against a Python model: stores and loads on a local
buffer (out of bounds, or loading what was never stored: UB), copies, and
a tensor read back through bufferization."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tensor_reference import is_undefined, run

SETTINGS = settings(max_examples=30, deadline=None)

ops = st.lists(st.tuples(st.sampled_from(["store", "load"]), st.integers(0, 5), st.integers(-9, 9)), min_size=1, max_size=6)


def program(size, steps):
    lines, loads = [], []
    for k, (kind, i, v) in enumerate(steps):
        lines.append(f"%i{k} = arith.constant {i} : index")
        if kind == "store":
            lines.append(f"%v{k} = arith.constant {v} : i32")
            lines.append(f"memref.store %v{k}, %m[%i{k}] : memref<{size}xi32>")
        else:
            lines.append(f"%l{k} = memref.load %m[%i{k}] : memref<{size}xi32>")
            loads.append(f"%l{k}")
    body = "\n  ".join(lines)
    results = ", ".join(loads)
    types = ", ".join(["i32"] * len(loads))
    ret = f"return {results} : {types}" if loads else "return"
    sig = f"({types})" if loads else "()"
    return f"""
func.func @f() -> {sig} {{
  %m = memref.alloc() : memref<{size}xi32>
  {body}
  {ret}
}}"""


@SETTINGS
@given(st.integers(1, 5), ops)
def test_store_load(size, steps):
    text = program(size, steps)
    memory: dict[int, int] = {}
    ub, expected = False, []
    for kind, i, v in steps:
        if i >= size or (kind == "load" and i not in memory):
            ub = True  # out of bounds, or an uninitialized element read
            break
        if kind == "store":
            memory[i] = v
        else:
            expected.append(memory[i])
    assert is_undefined(text) == ub
    if not ub:
        assert run(text) == expected


def test_uninitialized_load_is_undefined():
    assert is_undefined(program(3, [("load", 1, 0)]))
    assert not is_undefined(program(3, [("store", 1, 5), ("load", 1, 0)]))


def _partly_initialized(read: int) -> str:
    return f"""
func.func @f() -> i32 {{
  %m = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 1 : i32
  memref.store %v, %m[%c0] : memref<2xi32>
  %t = bufferization.to_tensor %m : memref<2xi32>
  %i = arith.constant {read} : index
  %e = tensor.extract %t[%i] : tensor<2xi32>
  return %e : i32
}}"""


def test_to_tensor_keeps_uninitialized_elements_undefined():
    """`to_tensor` itself is defined (one-shot-bufferize makes it of every
    `tensor.empty`); reading an element nothing stored is UB, reading a
    stored one is not."""
    assert is_undefined(_partly_initialized(1))
    assert not is_undefined(_partly_initialized(0))
    assert run(_partly_initialized(0)) == [1]


@SETTINGS
@given(st.lists(st.integers(-9, 9), min_size=1, max_size=4))
def test_copy_and_to_tensor(vals):
    n = len(vals)
    stores = "\n  ".join(
        f"%c{k} = arith.constant {k} : index\n  %v{k} = arith.constant {v} : i32\n  memref.store %v{k}, %a[%c{k}] : memref<{n}xi32>"
        for k, v in enumerate(vals)
    )
    text = f"""
func.func @f() -> tensor<{n}xi32> {{
  %a = memref.alloc() : memref<{n}xi32>
  %b = memref.alloc() : memref<{n}xi32>
  {stores}
  memref.copy %a, %b : memref<{n}xi32> to memref<{n}xi32>
  %t = bufferization.to_tensor %b : memref<{n}xi32>
  return %t : tensor<{n}xi32>
}}"""
    (got,) = run(text)
    assert [got[(k,)] for k in range(n)] == vals
