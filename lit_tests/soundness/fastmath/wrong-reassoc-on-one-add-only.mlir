// SOUNDNESS: wrong fastmath: (a + b) + c regrouped as a + (b + c) where only the outer add carries fastmath<reassoc>
// REQUIRES: mlir-opt-19
// LLVM reassociates only across ops that all carry reassoc: the inner add
// has none, so the tree is the written order (semantics/reassociation.py).
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = arith.addf %arg0, %arg1 : f32\n\s*(%\d+) = arith.addf %\d+, %arg2 fastmath<reassoc> : f32' '%%bc = arith.addf %arg1, %arg2 : f32\n    \2 = arith.addf %arg0, %%bc fastmath<reassoc> : f32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --fp=ieee %s %t.bad.mlir | filecheck %s
// CHECK: @sum3: FAILED (return value mismatch)
// CHECK-NOT: regrouped and reordered

func.func @sum3(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.addf %a, %b : f32
  %r = arith.addf %t, %c fastmath<reassoc> : f32
  return %r : f32
}
