// REQUIRES: mlir-opt-19
// MLIR 19's -test-expand-math of `math.fpowi %x, -3` (Dialect/Math/expand-math.mlir
// @math_fpowi_neg_odd_power): 1 / x^3, with a pole test `x^3 == -0.0`
// (select -inf) after `x^3 == +0.0` (select +inf).  `cmpf oeq` does not
// tell the zeros apart, so +0.0 gives -inf where C's pow(+0.0, -3) is +inf:
// a real upstream bug, confirmed by a concrete run.  The concrete run's
// source value is C's (`concrete._c_domain`: it was NaN, Python's
// ValueError, session 35).
// RUN: %mlir-opt -test-expand-math %s > %t.tgt.mlir
// RUN: %expect-exit 1 -- tv-check --confirm --verbose %s %t.tgt.mlir | filecheck %s
// CHECK: @math_fpowi_neg_odd_power: FAILED (return value mismatch)
// CHECK: %arg0 = +0.0
// CHECK: source: +inf
// CHECK-NEXT: target: -inf
// CHECK: note: confirmed by a concrete run

func.func @math_fpowi_neg_odd_power(%0 : f32) -> f32 {
  %1 = arith.constant -3 : i64
  %2 = math.fpowi %0, %1 : f32, i64
  return %2 : f32
}
