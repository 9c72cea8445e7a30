// SOUNDNESS: wrong negative-strides: insert_slice [%n - 1] [4] [-1] replaced by a forward insert_slice [%n - 4] [4] [1] (same cells, elements not reversed)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%t: tensor<8xi32>, %s: tensor<4xi32>, %n: index) -> tensor<8xi32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %m1 = arith.subi %c0, %c1 : index
  %off = arith.subi %n, %c1 : index
  %r = tensor.insert_slice %s into %t[%off] [4] [%m1] : tensor<4xi32> into tensor<8xi32>
  return %r : tensor<8xi32>
}

// ----- target

func.func @f(%t: tensor<8xi32>, %s: tensor<4xi32>, %n: index) -> tensor<8xi32> {
  %c4 = arith.constant 4 : index
  %off = arith.subi %n, %c4 : index
  %r = tensor.insert_slice %s into %t[%off] [4] [1] : tensor<4xi32> into tensor<8xi32>
  return %r : tensor<8xi32>
}
