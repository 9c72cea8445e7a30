// Signed zero is modelled: x + -0.0 is x, x + +0.0 is not (it is +0.0 for
// x = -0.0).  The same verdicts under exact IEEE-754.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @add_neg_zero(%x: f32) -> f32 {
  %z = arith.constant -0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}

func.func @add_pos_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}

// ----- target

func.func @add_neg_zero(%x: f32) -> f32 {
  return %x : f32
}

func.func @add_pos_zero(%x: f32) -> f32 {
  return %x : f32
}

// CHECK: @add_neg_zero: verified
// CHECK-NEXT: @add_pos_zero: FAILED (return value mismatch)
// CHECK-NEXT:   %x = -0.0
// CHECK-EMPTY:
// CHECK-NEXT:   returned value #0:
// CHECK-NEXT:     source: +0.0
// CHECK-NEXT:     target: -0.0
