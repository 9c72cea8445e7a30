// SOUNDNESS: wrong fastmath: x + 0.0 folded to x although the source has no fastmath<nsz>
// REQUIRES: mlir-opt-19
// -0.0 + 0.0 is +0.0: the fold is right only for x + -0.0, or under nsz.
// mlir-opt-19 keeps the add; the mutant returns x.
// RUN: %mlir-opt --canonicalize %s | filecheck %s --check-prefix=KEPT
// RUN: %mlir-opt --canonicalize %s | %mutate 'return %\d+ : f32' 'return %arg0 : f32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// KEPT: arith.addf
// CHECK: @add_zero: FAILED (return value mismatch)
// CHECK-NEXT: %x = -0.0

func.func @add_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}
