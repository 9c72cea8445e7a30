// SOUNDNESS: right fastmath: c - a*b with fastmath<contract> on both ops emitted as fma(-a, b, c)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = arith.mulf %arg0, %arg1 fastmath<contract> : f32\n\s*(%\d+) = arith.subf %arg2, %\d+ fastmath<contract> : f32' '%%n = arith.negf %arg0 : f32\n    \2 = math.fma %%n, %arg1, %arg2 fastmath<contract> : f32' > %t.mlir
// RUN: filecheck %s --check-prefix=FMA < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// FMA: math.fma %n, %arg1, %arg2
// CHECK: @c_minus_ab: verified

func.func @c_minus_ab(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.subf %c, %t fastmath<contract> : f32
  return %r : f32
}
