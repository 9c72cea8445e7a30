// SOUNDNESS: right float-identities: negf x lowered as -0.0 - x (equal for every x, both zeros included); 0.0 - x under nsz
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = arith.negf (%arg0) : f32' '%%z = arith.constant -0.0 : f32\n    \1 = arith.subf %%z, \2 : f32' | %mutate '(%\d+) = arith.negf (%arg0) fastmath<nsz> : f32' '%%z = arith.constant 0.0 : f32\n    \1 = arith.subf %%z, \2 : f32' > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @neg: verified
// CHECK: @neg_nsz: verified

func.func @neg(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}

func.func @neg_nsz(%x: f32) -> f32 {
  %r = arith.negf %x fastmath<nsz> : f32
  return %r : f32
}
