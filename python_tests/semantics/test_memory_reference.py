"""The memory model against a Python model: stores and loads on a local
buffer (out of bounds: UB; never stored: poison), copies, and a tensor read
back through bufferization."""

from __future__ import annotations

import z3
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
        if i >= size:
            ub = True
            break
        if kind == "store":
            memory[i] = v
        else:
            expected.append(memory.get(i))
    assert is_undefined(text) == ub
    if ub or None in expected:
        return  # reading an uninitialized element yields poison
    assert run(text) == expected


def test_uninitialized_load_is_poison():
    from tensor_reference import encode_function, parse_module, make_context, Module, Options, Abstraction

    text = program(3, [("load", 1, 0)])
    module_op = parse_module(make_context(), text, "m.mlir")
    funcs = {f.sym_name.data: f for f in module_op.ops if f.name == "func.func"}
    enc = encode_function(Module(module_op, "m.mlir", funcs, {}), "f", Options(), Abstraction())
    (v,) = enc.side.returns
    assert z3.is_true(z3.simplify(v.poison))


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
