// SOUNDNESS: wrong float-identities: math.absf x lowered as select(x < 0.0, -x, x), which keeps -0.0
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = math.absf (%arg0) : f32' '%%z = arith.constant 0.0 : f32\n    %%c = arith.cmpf olt, \2, %%z : f32\n    %%n = arith.negf \2 : f32\n    \1 = arith.select %%c, %%n, \2 : f32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @abs: FAILED (return value mismatch)
// CHECK: %x = -0.0
// CHECK: source: +0.0
// CHECK: target: -0.0

func.func @abs(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
