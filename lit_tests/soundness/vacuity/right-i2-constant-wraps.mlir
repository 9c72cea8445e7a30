// SOUNDNESS: right vacuity: an i2 constant 3 is -1: x + 3 is x - 1
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: i2) -> i2 {
  %c = arith.constant 3 : i2
  %r = arith.addi %x, %c : i2
  return %r : i2
}

// ----- target

func.func @f(%x: i2) -> i2 {
  %c = arith.constant 1 : i2
  %r = arith.subi %x, %c : i2
  return %r : i2
}
