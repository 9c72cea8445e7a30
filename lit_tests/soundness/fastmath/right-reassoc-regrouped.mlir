// SOUNDNESS: right fastmath: a sum and a product whose ops all carry fastmath<reassoc>, regrouped and reordered (a pairwise tree)
// REQUIRES: mlir-opt-19
// reassoc on every op of the tree lets it be regrouped (LLVM's LangRef):
// the source offers the target's grouping of the same operands
// (semantics/reassociation.py), an assumption printed at the tree's root.
// It was FAILED (return value mismatch), a false alarm.
// RUN: %mlir-opt --canonicalize %s > %t.mlir
// RUN: %mutate '(%\d+) = arith.addf %arg0, %arg1 fastmath<reassoc> : f32\n\s*(%\d+) = arith.addf %\d+, %arg2 fastmath<reassoc> : f32' '%%bc = arith.addf %arg2, %arg1 fastmath<reassoc> : f32\n    \2 = arith.addf %%bc, %arg0 fastmath<reassoc> : f32' < %t.mlir \
// RUN:   | %mutate '(%\d+) = arith.addf %arg0, %arg1 fastmath<reassoc> : f32\n\s*(%\d+) = arith.addf %\d+, %arg2 fastmath<reassoc> : f32\n\s*(%\d+) = arith.addf %\d+, %arg3 fastmath<reassoc> : f32' '\1 = arith.addf %arg0, %arg1 : f32\n    \2 = arith.addf %arg2, %arg3 : f32\n    \3 = arith.addf \1, \2 : f32' \
// RUN:   | %mutate '(%\d+) = arith.mulf %arg0, %arg1 fastmath<reassoc> : f32' '\1 = arith.mulf %arg2, %arg1 fastmath<reassoc> : f32' \
// RUN:   | %mutate '(%\d+) = arith.mulf (%\d+), %arg2 fastmath<reassoc> : f32' '\1 = arith.mulf \2, %arg0 fastmath<reassoc> : f32' > %t.regrouped.mlir
// RUN: filecheck %s --check-prefix=TGT < %t.regrouped.mlir
// RUN: %expect-exit 0 -- tv-check --fp=ieee %s %t.regrouped.mlir | filecheck %s
// RUN: %expect-exit 0 -- tv-check %s %t.regrouped.mlir | filecheck %s
// TGT: %bc = arith.addf %arg2, %arg1 fastmath<reassoc> : f32
// TGT: arith.addf %arg2, %arg3 : f32
// TGT: arith.mulf %arg2, %arg1 fastmath<reassoc> : f32
// CHECK: @sum3: verified
// CHECK: @sum4: verified
// CHECK: @prod3: verified
// CHECK: @sum3: assumes fastmath<reassoc> at {{.*}}right-reassoc-regrouped.mlir:27:8: the 3 operands of this arith.addf tree may be regrouped and reordered
// CHECK: @sum4: assumes fastmath<reassoc> at {{.*}}right-reassoc-regrouped.mlir:34:8: the 4 operands
// CHECK: @prod3: assumes fastmath<reassoc> at {{.*}}right-reassoc-regrouped.mlir:40:8: the 3 operands of this arith.mulf tree

func.func @sum3(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.addf %a, %b fastmath<reassoc> : f32
  %r = arith.addf %t, %c fastmath<reassoc> : f32
  return %r : f32
}

func.func @sum4(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %t = arith.addf %a, %b fastmath<reassoc> : f32
  %u = arith.addf %t, %c fastmath<reassoc> : f32
  %r = arith.addf %u, %d fastmath<reassoc> : f32
  return %r : f32
}

func.func @prod3(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.mulf %a, %b fastmath<reassoc> : f32
  %r = arith.mulf %t, %c fastmath<reassoc> : f32
  return %r : f32
}
