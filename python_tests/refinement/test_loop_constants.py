"""`refinement.loop_constants.integer_constants`: the constants a bounded
proof is checked again past (check._recheck_constant), however the
lowering wrote them (attack round 8: an i64 tile size, a product)."""

from tvmlir.refinement.module import load

TEXT = """
#m = affine_map<(d0)[s0] -> (d0 * 3 + s0)>
func.func @f(%n: index) -> index {
  %c8 = arith.constant 8 : index
  %p = arith.muli %c8, %c8 : index
  %w = arith.constant 100 : i64
  %wi = arith.index_cast %w : i64 to index
  %s = arith.subi %wi, %c8 : index
  %a = affine.apply #m(%c8)[%p]
  %d = arith.addi %n, %p : index
  %v = arith.constant dense<7> : vector<4xi32>
  %t = arith.constant dense<[5, 300]> : tensor<2xi64>
  %f = arith.constant 96.0 : f32
  %h = arith.constant 0.5 : f32
  %c6 = arith.constant 6 : index
  %q = arith.shrui %n, %c6 : index
  return %d : index
}
"""


def _constants():
    from tvmlir.refinement.loop_constants import integer_constants

    m = load("t.mlir", TEXT)
    return integer_constants([m.functions["f"]])


def test_folded_through_casts_and_arithmetic():
    found = _constants()
    assert {8, 64, 100, 92, 88, 3, 7, 5, 300, 96, 6, 64} <= found


def test_a_value_of_an_argument_is_not_a_constant():
    # %n + 64 depends on an argument: not a constant.
    assert all(k < 1000 for k in _constants())


ROUND10 = """
memref.global "private" constant @k : memref<index> = dense<5000>
func.func @f(%n: index, %x: f64) -> index {
  %b = arith.constant 1400 : index
  %c13 = arith.constant 13 : index
  %s = arith.shrui %n, %c13 : index
  %h = arith.constant 4999.5 : f64
  %t = arith.index_cast %n : index to i16
  %g = memref.get_global @k : memref<index>
  %buf = memref.alloca() : memref<3000xf32>
  return %b : index
}
"""


def test_constants_attack_round_10():
    """Each was a wrong program 'verified for extents <= 50' in attack
    round 10: a shift
    by 13, a non-integral float threshold, a trip through i16, a
    threshold in a constant global, a static buffer extent."""
    from tvmlir.refinement.loop_constants import integer_constants

    m = load("t.mlir", ROUND10)
    found = integer_constants([m.functions["f"]])
    assert {8192, 4999, 5000, 1 << 15, 1 << 16, 3000} <= found
