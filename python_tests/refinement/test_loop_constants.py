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


ROUND_11 = """
func.func @f(%n: index) -> index {
  %c32 = arith.constant 32 : index
  %c31 = arith.constant 31 : index
  %a = arith.ori %c32, %c31 : index
  %fb = arith.constant 8.968310e-44 : f32
  %b = arith.bitcast %fb : f32 to i32
  %c2 = arith.constant 2 : i64
  %c7 = arith.constant 7 : i64
  %p = math.ipowi %c2, %c7 : i64
  %one = arith.constant 1 : i32
  %lz = math.ctlz %one : i32
  %v = arith.constant dense<[300, 33]> : vector<2xindex>
  %s = vector.reduction <add>, %v : vector<2xindex> into index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %k = scf.for %j = %c0 to %c9 step %c1 iter_args(%acc = %c0) -> (index) {
    %nx = arith.addi %acc, %c9 : index
    scf.yield %nx : index
  }
  %arg = arith.addi %n, %k : index
  return %arg : index
}
"""


def test_constants_attack_round_11():
    """Values the constants alone determine, by tvmlir's scalar semantics
    (not an op list): 32 | 31, the bits of an f32, ipowi, ctlz, a constant
    vector's lane sum, a loop-carried sum of a loop of constant bounds."""
    from tvmlir.refinement.loop_constants import integer_constants

    found = integer_constants([load("t.mlir", ROUND_11).functions["f"]])
    assert {63, 64, 128, 31, 333, 81} <= found


HIDDEN = """
func.func @f(%n: index, %m: memref<1xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c20 = arith.constant 20 : index
  %c40 = arith.constant 40 : index
  %q = arith.shrui %n, %c20 : index
  %c3 = arith.constant 3 : index
  %w = scf.while (%v = %c3) : (index) -> index {
    %cc = arith.cmpi ult, %v, %c40 : index
    scf.condition(%cc) %v : index
  } do {
  ^bb0(%v2: index):
    %v3 = arith.muli %v2, %c2 : index
    scf.yield %v3 : index
  }
  %six = arith.constant 6.0 : f32
  %e = math.exp2 %six : f32
  %rc = memref.reinterpret_cast %m to offset: [61], sizes: [1], strides: [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: 61>>
  %sv = memref.subview %m[%n] [1] [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
  %s = scf.index_switch %n -> index
  case 62 {
    scf.yield %c0 : index
  }
  default {
    scf.yield %c1 : index
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (63 - d0 >= 0)>(%i) {
    }
  }
  return %s : index
}
"""


def test_constants_hidden_in_attributes_types_loops_and_math():
    """Attack round 12: thresholds the finder missed (each was a
    'verified for extents <= 50' of a program wrong past it)."""
    from tvmlir.refinement.loop_constants import integer_constants

    m = load("t.mlir", HIDDEN)
    found = integer_constants([m.functions["f"]])
    assert 1 << 20 in found  # a shift past 16
    assert 48 in found  # a while loop doubling 3 past 40
    assert 64 in found  # exp2(6.0), a float computed from constants
    assert {61, 62, 63} <= found  # a layout's offset, a switch case, an integer set
    assert 1 << 63 not in found  # MLIR's kDynamic in a subview's static offsets is no threshold


REGIONS = """
func.func @f(%x: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %th = scf.for %k = %c0 to %c6 step %c1 iter_args(%acc = %c3) -> (index) {
      %dbl = arith.addi %acc, %acc : index
      scf.yield %dbl : index
    }
    %pos = arith.cmpi sgt, %d, %c0 : index
    %s = arith.select %pos, %c7, %c9 : index
    %t = arith.muli %s, %c10 : index
    %z = arith.muli %d, %c0 : index
    %n = arith.addi %z, %c9 : index
    %sq = arith.muli %n, %n : index
    linalg.yield %a : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""


def test_values_inside_regions_on_unknowns_and_choices():
    """Attack round 13: a loop inside a generic's body (192), a choice
    between constants on an unknown condition (70, 90), an unknown times
    zero (81)."""
    from tvmlir.refinement.loop_constants import integer_constants

    m = load("t.mlir", REGIONS)
    assert {192, 70, 90, 81} <= integer_constants([m.functions["f"]])


FLIPS = """
func.func @f(%x: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %i = linalg.index 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c15 = arith.constant 15 : index
    %c20 = arith.constant 20 : index
    %c30 = arith.constant 30 : index
    %q1 = arith.divui %i, %c3 : index
    %t1 = arith.cmpi ule, %q1, %c20 : index
    %q2 = arith.shrui %i, %c1 : index
    %t2 = arith.cmpi ult, %q2, %c30 : index
    %q3 = arith.ceildivui %i, %c7 : index
    %t3 = arith.cmpi ule, %q3, %c8 : index
    %q4 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    %t4 = arith.cmpi ult, %q4, %c15 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.uitofp %ii : i64 to f32
    %k = arith.constant 1.562500e-02 : f32
    %one = arith.constant 1.000000e+00 : f32
    %m = arith.mulf %f, %k : f32
    %t5 = arith.cmpf olt, %m, %one : f32
    %lo = arith.cmpi uge, %i, %c30 : index
    %hi = arith.cmpi ult, %q2, %c30 : index
    %w = arith.andi %lo, %hi : i1
    %never = arith.cmpi ule, %q1, %i : index
    linalg.yield %a : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""


def test_flip_points_of_conditions_on_one_unknown():
    """Attack round 14: where `i / 3 <= 20` (63), `i >> 1 < 30` (60),
    `ceildiv(i, 7) <= 8` (57), `i floordiv 4 < 15` (60) and
    `float(i) * 0.015625 < 1.0` (64) change value, no constant of the
    program; a window `30 <= i < 60` has both ends; `i / 3 <= i` never
    changes (no point)."""
    from tvmlir.refinement.loop_constants import integer_constants

    m = load("t.mlir", FLIPS)
    found = integer_constants([m.functions["f"]])
    assert {63, 60, 57, 64} <= found
    # The dividing subterms' next changes (attack round 15: `i / 3`, `i >> 6`
    # are searched too), never a point of the condition that never changes.
    assert not {k for k in found if 256 < k}


def test_flip_points_of_conditions_on_two_unknowns():
    """Attack round 14: `i/4 + n/4 < 26` (an index and an extent) flips
    at i = n = 52, and at 104 with either alone."""
    from tvmlir.refinement.loop_constants import integer_constants

    text = FLIPS.replace("    %never = arith.cmpi ule, %q1, %i : index\n", """    %never = arith.cmpi ule, %q1, %i : index
    %j = linalg.index 0 : index
    %c2 = arith.constant 2 : index
    %c26 = arith.constant 26 : index
    %c0 = arith.constant 0 : index
    %n = tensor.dim %x, %c0 : tensor<?xf32>
    %qi = arith.shrui %i, %c2 : index
    %qj = arith.shrui %n, %c2 : index
    %s2 = arith.addi %qi, %qj : index
    %t6 = arith.cmpi ult, %s2, %c26 : index
""")
    m = load("t.mlir", text)
    assert {52, 104} <= integer_constants([m.functions["f"]])


MEMORY = """
memref.global "private" constant @k : memref<2xindex> = dense<[31, 5]>
func.func @f(%d: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c29 = arith.constant 29 : index
  %c30 = arith.constant 30 : index
  %c33 = arith.constant 33 : index
  %buf = memref.alloca() : memref<1xindex>
  memref.store %c29, %buf[%c0] : memref<1xindex>
  %a = memref.load %buf[%c0] : memref<1xindex>
  %a2 = arith.muli %a, %c1 : index
  %a3 = arith.addi %a2, %a2 : index
  %g = memref.get_global @k : memref<2xindex>
  %b = memref.load %g[%c1] : memref<2xindex>
  %b3 = arith.muli %b, %c29 : index
  %t = arith.constant dense<[40, 7]> : tensor<2xindex>
  %e = tensor.extract %t[%c0] : tensor<2xindex>
  %e3 = arith.addi %e, %e : index
  %p = arith.cmpi ugt, %d, %c0 : index
  %v = scf.if %p -> (index) {
    scf.yield %c30 : index
  } else {
    scf.yield %c33 : index
  }
  %v3 = arith.addi %v, %v : index
  return %v3 : index
}
"""


def test_values_through_memory_and_region_results():
    """Attack round 14: 29 stored into an alloca and loaded back (58), a
    constant global's element (5 * 29 = 145), a dense tensor's element
    (80), an scf.if's choice between 30 and 33 (60, 66)."""
    from tvmlir.refinement.loop_constants import integer_constants

    m = load("t.mlir", MEMORY)
    assert {58, 145, 80, 60, 66} <= integer_constants([m.functions["f"]])


CALLS = """
func.func private @dbl(%x: index) -> index {
  %y = arith.addi %x, %x : index
  return %y : index
}
func.func @f() -> index {
  %c31 = arith.constant 31 : index
  %c4 = arith.constant 4 : index
  %t = func.call @dbl(%c31) : (index) -> index
  %v = vector.broadcast %c4 : index to vector<16xindex>
  %r = vector.reduction <add>, %v : vector<16xindex> into index
  return %r : index
}
"""


def test_values_through_calls_and_broadcasts():
    """Attack round 14: `@dbl(31)` runs the callee on 31 (62); the sum of
    a broadcast of 4 to 16 lanes (64)."""
    from tvmlir.refinement.loop_constants import integer_constants

    m = load("t.mlir", CALLS)
    assert {62, 64} <= integer_constants([m.functions["f"]])
