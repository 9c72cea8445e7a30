// SOUNDNESS: right int-semantics: mlir-opt-19 --arith-expand of an i8 floordivsi (divsi, minus one where the signs differ and the division was inexact)
// REQUIRES: mlir-opt-19
// Every i8 pair: INT_MIN / -1 and division by zero are undefined on both sides.
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @floordiv8: verified

func.func @floordiv8(%x: i8, %y: i8) -> i8 {
  %r = arith.floordivsi %x, %y : i8
  return %r : i8
}
