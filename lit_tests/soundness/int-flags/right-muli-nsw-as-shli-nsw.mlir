// SOUNDNESS: right int-flags: x * 4 with nsw strength-reduced to x << 2 keeping nsw (poison exactly where the signed multiply overflows)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.muli %arg0, %c4_i32 overflow<nsw>' 'arith.shli %arg0, %%c2 overflow<nsw>' | %mutate '(%c4_i32 = arith.constant 4 : i32)' '\1\n    %%c2 = arith.constant 2 : i32' > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// EXP: arith.shli %arg0, %c2 overflow<nsw>
// CHECK: @times4: verified

func.func @times4(%x: i32) -> i32 {
  %c = arith.constant 4 : i32
  %r = arith.muli %x, %c overflow<nsw> : i32
  return %r : i32
}
