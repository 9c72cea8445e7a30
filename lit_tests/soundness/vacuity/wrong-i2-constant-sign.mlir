// SOUNDNESS: wrong vacuity: an i2 constant 3 (which is -1) read as +1 by the target
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i2) -> i2 {
  %c = arith.constant 3 : i2
  %r = arith.addi %x, %c : i2
  return %r : i2
}

// ----- target

func.func @f(%x: i2) -> i2 {
  %c = arith.constant 1 : i2
  %r = arith.addi %x, %c : i2
  return %r : i2
}
