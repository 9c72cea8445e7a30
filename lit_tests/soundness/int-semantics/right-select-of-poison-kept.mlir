// SOUNDNESS: right int-semantics: select(c, true, x > 0) with x = a + b (nsw), canonicalized by mlir-opt-19 (the select is kept, not turned into an ori)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @select_or: verified

func.func @select_or(%c: i1, %x: i32, %y: i32) -> i1 {
  %t = arith.constant true
  %s = arith.addi %x, %y overflow<nsw> : i32
  %z = arith.constant 0 : i32
  %b = arith.cmpi sgt, %s, %z : i32
  %r = arith.select %c, %t, %b : i1
  return %r : i1
}
