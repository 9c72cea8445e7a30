// SOUNDNESS: right vacuity: an index constant 18446744073709551615 is -1: x + it is x - 1
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: index) -> index {
  %c = arith.constant 18446744073709551615 : index
  %r = arith.addi %x, %c : index
  return %r : index
}

// ----- target

func.func @f(%x: index) -> index {
  %c = arith.constant 1 : index
  %r = arith.subi %x, %c : index
  return %r : index
}
