// SOUNDNESS: wrong vacuity: an index constant 18446744073709551615 (-1) replaced by 1
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: index) -> index {
  %c = arith.constant 18446744073709551615 : index
  %r = arith.addi %x, %c : index
  return %r : index
}

// ----- target

func.func @f(%x: index) -> index {
  %c = arith.constant 1 : index
  %r = arith.addi %x, %c : index
  return %r : index
}
