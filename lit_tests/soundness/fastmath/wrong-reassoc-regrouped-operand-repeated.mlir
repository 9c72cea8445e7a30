// SOUNDNESS: wrong fastmath: a reassoc sum a + b + c + d regrouped pairwise with c replaced by a second b
// REQUIRES: mlir-opt-19
// reassoc allows another grouping of the same operands only: a tree over
// other leaves is not offered (semantics/reassociation.py).
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = arith.addf %arg0, %arg1 fastmath<reassoc> : f32\n\s*(%\d+) = arith.addf %\d+, %arg2 fastmath<reassoc> : f32\n\s*(%\d+) = arith.addf %\d+, %arg3 fastmath<reassoc> : f32' '\1 = arith.addf %arg0, %arg1 fastmath<reassoc> : f32\n    \2 = arith.addf %arg1, %arg3 fastmath<reassoc> : f32\n    \3 = arith.addf \1, \2 fastmath<reassoc> : f32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @sum4: FAILED (return value mismatch)

func.func @sum4(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %t = arith.addf %a, %b fastmath<reassoc> : f32
  %u = arith.addf %t, %c fastmath<reassoc> : f32
  %r = arith.addf %u, %d fastmath<reassoc> : f32
  return %r : f32
}
