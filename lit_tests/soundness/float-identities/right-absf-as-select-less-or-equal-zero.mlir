// SOUNDNESS: right float-identities: math.absf x lowered as select(x <= 0.0, 0.0 - x, x) (-0.0 <= 0.0 holds, 0.0 - -0.0 is +0.0) and as copysign(x, 1.0)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = math.absf (%arg0) : f32' '%%z = arith.constant 0.0 : f32\n    %%c = arith.cmpf ole, \2, %%z : f32\n    %%n = arith.subf %%z, \2 : f32\n    \1 = arith.select %%c, %%n, \2 : f32' | %mutate '(%\d+) = math.absf (%arg0) : f32' '%%one = arith.constant 1.0 : f32\n    \1 = math.copysign \2, %%one : f32' > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @abs: verified
// CHECK: @abs2: verified

func.func @abs(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}

func.func @abs2(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
