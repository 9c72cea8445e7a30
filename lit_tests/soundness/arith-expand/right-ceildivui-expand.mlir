// SOUNDNESS: right arith-expand: mlir-opt-19 --arith-expand of ceildivui (x == 0 ? 0 : (x - 1) / y + 1), unedited
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// EXP: arith.divui
// CHECK: @ceildiv: verified

func.func @ceildiv(%x: i32, %y: i32) -> i32 {
  %r = arith.ceildivui %x, %y : i32
  return %r : i32
}
