"""The Triton frontend: `tt` dialect parsing and the TTIR -> kernel translation's refusals.

The inputs are Triton 3.9's own TTIR (benchmarks/lifting/triton), mutated
where a test needs a kernel Triton's tutorials do not contain.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tvmlir.frontends.triton.context import is_triton, triton_context
from tvmlir.frontends.triton.dialect import PointerType
from tvmlir.frontends.triton.to_kernel import NotTranslatable, to_kernel
from tvmlir.ir.parser import parse_verified

TRITON = Path(__file__).resolve().parents[2] / "benchmarks" / "lifting" / "triton"


def _module(text: str):
    return parse_verified(triton_context(), text, "<ttir>")


def _vector_add(*edits: tuple[str, str]) -> str:
    text = (TRITON / "vector_add.ttir").read_text()
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


def test_pointer_type_prints_a_non_default_address_space():
    module = _module("tt.func @f(%p: !tt.ptr<f32, 3>, %q: !tt.ptr<f64>) { tt.return }")
    args = next(iter(module.ops)).body.block.args
    assert [str(a.type) for a in args] == ["!tt.ptr<f32, 3>", "!tt.ptr<f64>"]
    assert isinstance(args[0].type, PointerType) and args[0].type.address_space.data == 3
    assert is_triton(module)


def test_vector_add_lanes_and_mask():
    t = to_kernel(_module(_vector_add()))
    assert t.name == "vector_add"
    assert "func.func @vector_add(%X: memref<?xf32>, %Y: memref<?xf32>, %O: memref<?xf32>)" in t.text
    # both loads are under the store's mask, which is also theirs: plain loads inside the if
    body = t.text[t.text.index("scf.if"):]
    assert body.count("memref.load") == 2 and "scf.yield" not in body


def test_unmasked_load_runs_on_every_lane():
    """An unmasked load may read out of bounds on lanes the store masks off:
    it must stay before the store's `scf.if`, where the oracle sees it."""
    t = to_kernel(_module(_vector_add(("tt.load %8, %6 :", "tt.load %8 :"), ("tt.load %11, %6 :", "tt.load %11 :"))))
    assert t.text.index("memref.load %X") < t.text.index("scf.if")
    assert t.text.index("memref.load %Y") < t.text.index("scf.if")


def test_masked_load_without_other_is_refused_outside_its_mask():
    with pytest.raises(NotTranslatable, match="without `other`"):
        to_kernel(_module(_vector_add(("tt.store %14, %15, %6 :", "tt.store %14, %15 :"))))


def test_unmasked_and_masked_without_other_in_one_value():
    """The unmasked load runs on every lane (before the store's `scf.if`),
    the masked one only under its mask (inside), where it is defined."""
    t = to_kernel(_module(_vector_add(("tt.load %11, %6 :", "tt.load %11 :"))))
    assert t.text.index("memref.load %Y") < t.text.index("scf.if") < t.text.index("memref.load %X")


def test_in_place_kernel_is_refused():
    with pytest.raises(NotTranslatable, match="argument 0 is loaded and stored"):
        to_kernel(_module(_vector_add(("%13 = tt.splat %arg2", "%13 = tt.splat %arg0"))))


def test_tf32_dot_is_refused_and_ieee_translated():
    with pytest.raises(NotTranslatable, match="inputPrecision 0"):
        to_kernel(_module((TRITON / "dot_tile_tf32.ttir").read_text()))
    t = to_kernel(_module((TRITON / "dot_tile.ttir").read_text()))
    # 16 products per lane, unrolled as a left fold from the accumulator
    assert t.text.count("arith.mulf") == 16 and t.text.count("arith.addf") == 16


def test_row_kernel_becomes_two_dimensional():
    """A one-block row reduction: the rows are the block (16), fixed and
    printed; the reduction is an `scf.for` from the combiner's identity."""
    t = to_kernel(_module((TRITON / "row_sum.ttir").read_text()))
    assert "func.func @row_sum(%X: memref<?x16xf32>, %O: memref<?xf32>)" in t.text
    assert any("%X is contiguous: argument 2 (its stride along dim 0) = dim(%X, 1)" in a for a in t.assumptions)
    assert any(a.startswith("argument 3 = 16: it bounds the lanes of a one-block reduction") for a in t.assumptions)
    assert t.text.count("scf.for") == 1 and "iter_args(%acc" in t.text and t.text.count('"arith.addf"') == 1


def test_product_of_two_offsets_is_refused():
    text = (TRITON / "row_sum.ttir").read_text()
    old = "%7 = tt.addptr %6, %1 : tensor<16x!tt.ptr<f32>>, tensor<16xi32>"
    new = ("%sq = arith.muli %1, %1 : tensor<16xi32>\n"
           "    %7 = tt.addptr %6, %sq : tensor<16x!tt.ptr<f32>>, tensor<16xi32>")
    assert text.count(old) == 1
    with pytest.raises(NotTranslatable, match="not `index \\* stride`"):
        to_kernel(_module(text.replace(old, new)))


def test_two_strides_of_one_pointer_are_a_contiguous_2d_layout():
    """`r * s1 + c * s2`: two dims, the inner stride assumed 1, printed."""
    text = (TRITON / "row_sum.ttir").read_text()
    old = "%7 = tt.addptr %6, %1 : tensor<16x!tt.ptr<f32>>, tensor<16xi32>"
    new = ("%s2 = tt.splat %arg9 : i32 -> tensor<16xi32>\n    %c2 = arith.muli %1, %s2 : tensor<16xi32>\n"
           "    %7 = tt.addptr %6, %c2 : tensor<16x!tt.ptr<f32>>, tensor<16xi32>")
    assert text.count(old) == 1
    text = text.replace(old, new).replace("%arg3: i32)", "%arg3: i32, %arg9: i32)")
    t = to_kernel(_module(text))
    assert "%X is contiguous: argument 4 (the innermost stride) = 1" in t.assumptions
    assert "%X is contiguous: argument 2 (its stride along dim 0) = dim(%X, 1)" in t.assumptions


def test_reductions_state_their_order():
    t = to_kernel(_module((TRITON / "row_sum.ttir").read_text()))
    assert any("left fold" in a and "reassociation" in a for a in t.assumptions)
    assert not any("left fold" in a for a in to_kernel(_module(_vector_add())).assumptions)


# -- the real kernels' features (issue 25) -------------------------------------


def test_scalar_argument_is_a_zero_d_input():
    t = to_kernel(_module(_vector_add(
        ("%arg3: i32)", "%arg3: i32, %alpha: f32)"),
        ("%15 = arith.addf %9, %12 : tensor<16xf32>",
         "%a = tt.splat %alpha : f32 -> tensor<16xf32>\n    %m = arith.mulf %12, %a : tensor<16xf32>\n"
         "    %15 = arith.addf %9, %m : tensor<16xf32>"),
    )))
    assert "%Z: memref<f32>" in t.text and "= memref.load %Z[] : memref<f32>" in t.text


def test_libdevice_calls_state_their_semantics_and_unknown_ones_are_refused():
    tanh = _vector_add(("%15 = arith.addf %9, %12 : tensor<16xf32>",
                        '%15 = tt.extern_elementwise %9 {libname = "", libpath = "", pure = true, '
                        'symbol = "__nv_tanhf"} : (tensor<16xf32>) -> tensor<16xf32>'))
    t = to_kernel(_module(tanh))
    assert "math.tanh" in t.text
    assert any("__nv_tanhf is read as math.tanh" in a for a in t.assumptions)
    with pytest.raises(NotTranslatable, match="__nv_erfcinvf"):
        to_kernel(_module(tanh.replace("__nv_tanhf", "__nv_erfcinvf")))


def test_num_programs_and_i64_offsets():
    """`pid * 16` in i64 through arith.extsi is the same offset form; the
    grid size is the launch's own `%gx`."""
    t = to_kernel(_module(_vector_add(
        ("%1 = arith.muli %0, %c16_i32 : i32",
         "%n = tt.get_num_programs x : i32\n    %w = arith.extsi %0 : i32 to i64\n"
         "    %c16 = arith.constant 16 : i64\n    %x = arith.muli %w, %c16 : i64\n    %1 = arith.trunci %x : i64 to i32"),
    )))
    assert "arith.muli %k0, %bx : index" in t.text
    assert "(i32, i64) does not wrap" in t.assumptions[-1]


def test_reshape_that_regroups_is_refused():
    text = _vector_add(("%15 = arith.addf %9, %12 : tensor<16xf32>",
                        "%r = tt.reshape %9 : tensor<16xf32> -> tensor<4x4xf32>\n"
                        "    %b = tt.reshape %r : tensor<4x4xf32> -> tensor<16xf32>\n"
                        "    %15 = arith.addf %b, %12 : tensor<16xf32>"))
    with pytest.raises(NotTranslatable, match="regroups elements"):
        to_kernel(_module(text))
    unit = text.replace("tensor<4x4xf32>", "tensor<1x16xf32>")
    assert "memref.load %X" in to_kernel(_module(unit)).text


def test_extent_that_bounds_no_pointer_is_refused():
    """An i32 argument read in code but compared with no pointer index has no
    extent to be bound to: refused, never guessed."""
    text = _vector_add(("%arg3: i32)", "%arg3: i32, %arg4: i32)"),
                       ("%5 = tt.splat %arg3 : i32", "%s4 = arith.muli %arg3, %arg4 : i32\n    %5 = tt.splat %s4 : i32"))
    with pytest.raises(NotTranslatable):
        to_kernel(_module(text))


def test_offset_forms():
    from tvmlir.frontends.triton.offsets import Lin, NotLinear

    pid, lane, n = Lin.atom("%bx"), Lin.atom("%tx"), Lin.atom("$3")
    off = pid * n + lane
    by_arg, rest = off.split()
    assert by_arg == {"$3": pid} and rest == lane
    assert (lane + Lin.const(2)).bounds({"%tx": (0, 3)}) == (2, 5)
    with pytest.raises(NotLinear):
        _ = (pid * n) * n
    with pytest.raises(NotLinear):
        _ = pid * lane


def test_reduce_with_any_combine_region():
    """A combine region that is not one op with a known identity (here
    |a| + |b|) is inlined, folding from the first element."""
    text = (TRITON / "row_sum.ttir").read_text()
    old = "%11 = arith.addf %arg4, %arg5 : f32"
    new = ("%p = math.absf %arg4 : f32\n      %q = math.absf %arg5 : f32\n      %11 = arith.addf %p, %q : f32")
    assert text.count(old) == 1
    t = to_kernel(_module(text.replace(old, new)))
    assert "scf.for %r" in t.text and "iter_args(%acc" in t.text
    loop = t.text[t.text.index("scf.for %r"):]
    assert loop.count('"math.absf"') == 2 and loop.index("memref.load %X") < loop.index('"math.absf"')
    # the loop starts at 1: the first element is its init
    assert "= arith.constant 1 : index" in t.text
