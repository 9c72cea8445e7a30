// SOUNDNESS: wrong int-semantics: the --arith-expand of an i8 floordivsi adjusts where the operands' signs agree instead of where they differ
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --arith-expand %s | %mutate 'arith.cmpi ne, (%\d+), (%\d+) : i1' 'arith.cmpi eq, \1, \2 : i1' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @floordiv8: FAILED (return value mismatch)

func.func @floordiv8(%x: i8, %y: i8) -> i8 {
  %r = arith.floordivsi %x, %y : i8
  return %r : i8
}
