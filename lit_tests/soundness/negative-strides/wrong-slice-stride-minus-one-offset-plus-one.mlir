// SOUNDNESS: wrong negative-strides: canonicalized extract_slice [%n - 1] [4] [-1] with the offset edited to %n + 1
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

func.func @f(%t: tensor<8xi32>, %n: index) -> tensor<4xi32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %m1 = arith.subi %c0, %c1 : index
  %off = arith.subi %n, %c1 : index
  %s = tensor.extract_slice %t[%off] [4] [%m1] : tensor<8xi32> to tensor<4xi32>
  return %s : tensor<4xi32>
}

// ----- target

func.func @f(%arg0: tensor<8xi32>, %arg1: index) -> tensor<4xi32> {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %arg1, %c1 : index
  %extracted_slice = tensor.extract_slice %arg0[%0] [4] [-1] : tensor<8xi32> to tensor<4xi32>
  return %extracted_slice : tensor<4xi32>
}
