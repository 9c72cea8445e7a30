// SOUNDNESS: right arith-expand: mlir-opt-19 --arith-expand of maximumf/minimumf carrying fastmath<nsz>, unedited
// REQUIRES: mlir-opt-19
// With nsz the sign of a zero result is free, so the expansion's choice of
// -0.0 for maximumf(+0.0, -0.0) is one the source allows.
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @maximum: verified
// CHECK: @minimum: verified

func.func @maximum(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y fastmath<nsz> : f32
  return %r : f32
}

func.func @minimum(%x: f32, %y: f32) -> f32 {
  %r = arith.minimumf %x, %y fastmath<nsz> : f32
  return %r : f32
}
