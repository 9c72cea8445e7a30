// SOUNDNESS: wrong int-semantics: select(c, true, b) rewritten to ori(c, b), where b can be poison (an nsw add that overflows)
// REQUIRES: mlir-opt-19
// select passes on only the poison of the operand it picks; ori passes on
// b's poison even where c is true (LLVM's select-to-or bug class).
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.select %arg0, %%true, (%\d+) : i1' 'arith.ori %arg0, \1 : i1' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @select_or: FAILED (return value mismatch)
// CHECK: %c = -1
// CHECK: target: poison

func.func @select_or(%c: i1, %x: i32, %y: i32) -> i1 {
  %t = arith.constant true
  %s = arith.addi %x, %y overflow<nsw> : i32
  %z = arith.constant 0 : i32
  %b = arith.cmpi sgt, %s, %z : i32
  %r = arith.select %c, %t, %b : i1
  return %r : i1
}
