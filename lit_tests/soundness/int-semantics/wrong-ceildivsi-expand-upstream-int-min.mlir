// SOUNDNESS: wrong int-semantics: mlir-opt-19's own --arith-expand of ceildivsi, unmutated, is wrong for INT_MIN over a positive divisor
// REQUIRES: mlir-opt-19
// An upstream bug in MLIR 19 that tvmlir finds on the real output: for a
// negative x and positive y the expansion computes -((0 - x) / y), and
// 0 - INT_MIN wraps to INT_MIN: ceildivsi(-128, 32) = -4, the expansion
// returns 4.
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @ceildiv8: FAILED (return value mismatch)
// CHECK-NEXT: %x = -128
// CHECK: returned value #0:
// CHECK-NEXT: source: -{{[0-9]+}}
// CHECK-NEXT: target: {{[0-9]+}}

func.func @ceildiv8(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivsi %x, %y : i8
  return %r : i8
}
