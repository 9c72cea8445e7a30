// SOUNDNESS: wrong int-semantics: the --arith-expand of an i8 floordivsi keeps the truncated quotient where it must subtract one
// REQUIRES: mlir-opt-19
// Rounds towards zero: wrong for negative inexact quotients (8 / -5 is -2, not -1).
// RUN: %mlir-opt --arith-expand %s | %mutate 'arith.select (%\d+), %\d+, (%\d+)' 'arith.select \1, \2, \2' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @floordiv8: FAILED (return value mismatch)
// CHECK: %y = -{{[0-9]+}}
// CHECK: returned value #0:

func.func @floordiv8(%x: i8, %y: i8) -> i8 {
  %r = arith.floordivsi %x, %y : i8
  return %r : i8
}
