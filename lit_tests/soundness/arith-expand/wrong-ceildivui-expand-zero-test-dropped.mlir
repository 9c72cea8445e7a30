// SOUNDNESS: wrong arith-expand: --arith-expand of ceildivui with the x == 0 select dropped ((0 - 1) / y + 1 wraps)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: %mutate 'arith.select %\d+, %c0_i32, (%\d+) : i32' 'arith.addi \1, %c0_i32 : i32' < %t.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @ceildiv: FAILED (return value mismatch)
// CHECK: %x = 0

func.func @ceildiv(%x: i32, %y: i32) -> i32 {
  %r = arith.ceildivui %x, %y : i32
  return %r : i32
}
