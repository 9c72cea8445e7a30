// SOUNDNESS: wrong int-flags: x * 4 with nsw strength-reduced to x << 2 with nuw instead (poison for every negative x)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.muli %arg0, %c4_i32 overflow<nsw>' 'arith.shli %arg0, %%c2 overflow<nuw>' | %mutate '(%c4_i32 = arith.constant 4 : i32)' '\1\n    %%c2 = arith.constant 2 : i32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @times4: FAILED (return value mismatch)
// CHECK: target: poison

func.func @times4(%x: i32) -> i32 {
  %c = arith.constant 4 : i32
  %r = arith.muli %x, %c overflow<nsw> : i32
  return %r : i32
}
