"""The oracle's vector ops and subgroup shuffles (tvmlir/oracle/vectors.py,
gpu_exec.py; issue 26): each rule against a program that obeys it and one
that breaks it, reported for the right reason."""

import math
from fractions import Fraction

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.oracle.interpreter import make_interpreter
from tvmlir.oracle.memory import View
from tvmlir.oracle.values import UNDEF, CannotRun, Race, UndefinedBehaviour, round_to
from tvmlir.oracle.vectors import fused_multiply_add, round_exact


def run(text: str, *args):
    module = parse_module(make_context(), text, "t.mlir")
    fn = next(op for op in module.ops if op.name == "func.func")
    return make_interpreter(module).call_op(fn, args)


def view(values, shape):
    v = View.new(tuple(shape), "arg")
    v.buffer.cells[:] = list(values)
    return v


def test_fma_rounds_once():
    a, b, c = round_to(0.1, 32), 10.0, -1.0
    fused = fused_multiply_add(a, b, c, 32)
    twice = round_to(round_to(a * b, 32) + c, 32)
    assert fused != twice  # 0.1f * 10 rounds to exactly 1.0: the product's error is lost twice
    assert fused == round_exact(Fraction(a) * 10 - 1, 32)
    assert fused_multiply_add(UNDEF, 1.0, 1.0, 32) is UNDEF
    assert math.isnan(fused_multiply_add(math.inf, 0.0, 1.0, 32))


def test_round_exact_ties_to_even_and_overflows():
    assert round_exact(Fraction(1) + Fraction(1, 2**24), 32) == 1.0  # a tie: to even
    assert round_exact(Fraction(1) + Fraction(3, 2**24), 32) == 1.0 + 2.0**-22
    assert round_exact(Fraction(2) ** 128, 32) == math.inf
    assert round_exact(Fraction(-1, 2**149), 32) == -(2.0**-149)


def test_half_precision_rounding():
    """f16 (IREE's f16 matmuls): 11 significant bits, largest 65504, smallest subnormal 2**-24."""
    assert round_to(1 + 2.0**-11, 16) == 1.0  # a tie: to even
    assert round_to(1 + 3 * 2.0**-11, 16) == 1 + 2.0**-9
    assert round_to(65519.0, 16) == 65504.0 and round_to(65520.0, 16) == math.inf
    assert round_to(2.0**-25 * 1.5, 16) == 2.0**-24
    assert round_exact(Fraction(1) + Fraction(1, 2**11), 16) == 1.0
    assert round_exact(Fraction(1) + Fraction(3, 2**11), 16) == 1 + 2.0**-9
    assert round_exact(Fraction(65520), 16) == math.inf and round_exact(Fraction(65519), 16) == 65504.0
    assert round_exact(Fraction(-3, 2**26), 16) == -(2.0**-24)
    for x in (0.1, -3.3, 1e-6, 40000.0):  # both agree with the host's half format
        assert round_exact(Fraction(x), 16) == round_to(x, 16)


TRANSFER = """
func.func @f(%m: memref<5xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %m[%i], %pad {in_bounds = [false]} : memref<5xf32>, vector<4xf32>
  func.return %v : vector<4xf32>
}
"""


def test_transfer_read_pads_past_the_end():
    (v,) = run(TRANSFER, view([0.0, 1.0, 2.0, 3.0, 4.0], [5]), 3)
    assert v.lanes == (3.0, 4.0, -1.0, -1.0)


def test_transfer_read_declared_in_bounds_past_the_end_is_undefined():
    text = TRANSFER.replace("in_bounds = [false]", "in_bounds = [true]")
    try:
        run(text, view([0.0] * 5, [5]), 3)
    except UndefinedBehaviour as e:
        assert "declared in bounds" in e.message
    else:
        raise AssertionError("expected undefined behaviour")


FOLD = """
func.func @f(%m: memref<2x3xf32>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %acc = arith.constant dense<-0.0> : vector<2xf32>
  %v = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, true]} : memref<2x3xf32>, vector<2x3xf32>
  %r = "vector.multi_reduction"(%v, %acc) <{kind = #vector.kind<add>, reduction_dims = [1]}> : (vector<2x3xf32>, vector<2xf32>) -> vector<2xf32>
  func.return %r : vector<2xf32>
}
"""


def test_multi_reduction_folds_in_order_from_the_accumulator():
    big = 2.0**30
    (r,) = run(FOLD, view([big, 1.0, -big, 1.0, 2.0, 3.0], [2, 3]))
    assert r.lanes == (round_to(round_to(big + 1.0, 32) - big, 32), 6.0)  # (-0 + big + 1) - big, in order
    assert r.lanes[0] == 0.0  # the 1.0 was absorbed: the order shows


SHUFFLE = """
func.func @f(%out: memref<4xf32>) -> memref<4xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  "gpu.launch"(%c1, %c1, %c1, %c4, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %one = arith.constant 1 : i32
    %width = arith.constant WIDTH : i32
    %t = arith.index_cast %tx : index to i32
    %f = arith.sitofp %t : i32 to f32
    %s, %valid = "gpu.shuffle"(%f, %one, %width) <{mode = #gpu.shuffle_mode<xor>}> : (f32, i32, i32) -> (f32, i1)
    memref.store %s, %out[%tx] : memref<4xf32>
    "gpu.terminator"() : () -> ()
  }) {subgroup_size = 4 : i64} : (index, index, index, index, index, index) -> ()
  func.return %out : memref<4xf32>
}
"""


def test_shuffle_xor_exchanges_lanes():
    (out,) = run(SHUFFLE.replace("WIDTH", "4"), view([UNDEF] * 4, [4]))
    assert out.buffer.cells == [1.0, 0.0, 3.0, 2.0]


def test_shuffle_past_the_width_is_undefined_not_a_neighbour():
    (out,) = run(SHUFFLE.replace("WIDTH", "2"), view([UNDEF] * 4, [4]))
    assert out.buffer.cells[:2] == [1.0, 0.0]
    assert out.buffer.cells[2] is UNDEF and out.buffer.cells[3] is UNDEF


def test_shuffle_some_lane_skips_is_undefined():
    text = SHUFFLE.replace("WIDTH", "4").replace(
        '    %s, %valid = "gpu.shuffle"(%f, %one, %width) <{mode = #gpu.shuffle_mode<xor>}> : (f32, i32, i32) -> (f32, i1)\n'
        "    memref.store %s, %out[%tx] : memref<4xf32>\n",
        "    %c0 = arith.constant 0 : index\n"
        "    %first = arith.cmpi eq, %tx, %c0 : index\n"
        "    scf.if %first {\n"
        '      %s, %valid = "gpu.shuffle"(%f, %one, %width) <{mode = #gpu.shuffle_mode<xor>}> : (f32, i32, i32) -> (f32, i1)\n'
        "      memref.store %s, %out[%tx] : memref<4xf32>\n"
        "    }\n",
    )
    try:
        run(text, view([UNDEF] * 4, [4]))
    except UndefinedBehaviour as e:
        assert "not every lane of its subgroup" in e.message
    else:
        raise AssertionError("expected undefined behaviour")


def test_unknown_vector_op_cannot_run():
    text = """
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<8xf32> {
  %r = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  func.return %r : vector<8xf32>
}
"""
    from tvmlir.oracle.vectors import Vec

    try:
        run(text, Vec((4,), (0.0,) * 4), Vec((4,), (1.0,) * 4))
    except CannotRun:
        pass
    else:
        raise AssertionError("vector.shuffle has no semantics here: the run must stop")


_ = Race  # the race detector's class, for readers: shuffles do not touch memory
