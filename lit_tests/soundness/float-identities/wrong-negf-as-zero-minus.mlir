// SOUNDNESS: wrong float-identities: negf x lowered as 0.0 - x (differs at x = +0.0: -0.0 vs +0.0)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = arith.negf (%arg0) : f32' '%%z = arith.constant 0.0 : f32\n    \1 = arith.subf %%z, \2 : f32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @neg: FAILED (return value mismatch)
// CHECK: %x = +0.0
// CHECK: source: -0.0
// CHECK: target: +0.0

func.func @neg(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}
