// SOUNDNESS: right fastmath: x + 0.0 with fastmath<nsz> folded to x
// REQUIRES: mlir-opt-19
// nsz lets a zero result take either sign.
// RUN: %mlir-opt --canonicalize %s | %mutate 'return %\d+ : f32' 'return %arg0 : f32' > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @add_zero: verified

func.func @add_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.addf %x, %z fastmath<nsz> : f32
  return %r : f32
}
