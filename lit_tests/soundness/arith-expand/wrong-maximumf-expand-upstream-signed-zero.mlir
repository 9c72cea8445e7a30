// SOUNDNESS: wrong arith-expand: mlir-opt-19 --arith-expand of maximumf/minimumf, unedited: the expansion picks the second operand on +0.0/-0.0
// REQUIRES: mlir-opt-19
// maximumf(+0.0, -0.0) is +0.0 (IEEE 754-2019 maximum); the expansion
// `select(cmpf ugt, a, b)` returns b = -0.0.  A real upstream bug, caught as is.
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// EXP: arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK: @maximum: FAILED (return value mismatch)
// CHECK: %x = +0.0
// CHECK: %y = -0.0
// CHECK: source: +0.0
// CHECK: target: -0.0
// CHECK: @minimum: FAILED (return value mismatch)
// CHECK: source: -0.0
// CHECK: target: +0.0

func.func @maximum(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}

func.func @minimum(%x: f32, %y: f32) -> f32 {
  %r = arith.minimumf %x, %y : f32
  return %r : f32
}
