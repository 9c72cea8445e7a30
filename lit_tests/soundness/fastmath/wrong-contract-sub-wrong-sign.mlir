// SOUNDNESS: wrong fastmath: c - a*b with fastmath<contract> emitted as fma(a, b, -c), the negation of the right fusion
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = arith.mulf %arg0, %arg1 fastmath<contract> : f32\n\s*(%\d+) = arith.subf %arg2, %\d+ fastmath<contract> : f32' '%%n = arith.negf %arg2 : f32\n    \2 = math.fma %arg0, %arg1, %%n fastmath<contract> : f32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @c_minus_ab: FAILED (return value mismatch)

func.func @c_minus_ab(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.subf %c, %t fastmath<contract> : f32
  return %r : f32
}
