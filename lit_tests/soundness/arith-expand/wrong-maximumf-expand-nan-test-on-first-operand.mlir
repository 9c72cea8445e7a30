// SOUNDNESS: wrong arith-expand: --arith-expand of an nsz maximumf whose NaN test is edited to look at the first operand only
// REQUIRES: mlir-opt-19
// maximumf propagates a NaN of either operand; `cmpf ugt` already picks a
// NaN first operand, so the expansion's final select must test the second.
// RUN: %mlir-opt --arith-expand %s | %mutate 'arith.cmpf uno, %arg1, %arg1' 'arith.cmpf uno, %arg0, %arg0' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @maximum: FAILED (return value mismatch)
// CHECK: source: NaN

func.func @maximum(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y fastmath<nsz> : f32
  return %r : f32
}
