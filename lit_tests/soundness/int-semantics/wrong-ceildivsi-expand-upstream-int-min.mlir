// SOUNDNESS: wrong int-semantics: mlir-opt-19's own --arith-expand of ceildivsi, unmutated, is wrong for INT_MIN over a positive divisor
// REQUIRES: mlir-opt-19
// An upstream bug in MLIR 19 that tvmlir finds on the real output: for a
// negative x and positive y the expansion computes -((0 - x) / y), and
// 0 - INT_MIN wraps to INT_MIN: ceildivsi(-128, 32) = -4, the expansion
// returns 4.
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// The same expansion also computes both branches' divisions eagerly:
// for x = 127, y = -1 it evaluates divsi(1 + 127, -1) = divsi(-128, -1),
// undefined, although the select then takes the other branch.  z3 finds
// either bug first (since session 35 every query is solved on a canonical
// copy, tvmlir/smt/budget.py, and the model it returns is this one).
// CHECK: @ceildiv8: FAILED (target is undefined where the source is defined)
// CHECK-NEXT: %x = 127
// CHECK-NEXT: %y = -1

func.func @ceildiv8(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivsi %x, %y : i8
  return %r : i8
}
