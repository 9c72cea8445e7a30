// SOUNDNESS: right negative-strides: extract_slice with a stride computed as 0 - 1 and offset %n - 1, canonicalized to the static stride -1
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

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
  %0 = arith.subi %arg1, %c1 : index
  %extracted_slice = tensor.extract_slice %arg0[%0] [4] [-1] : tensor<8xi32> to tensor<4xi32>
  return %extracted_slice : tensor<4xi32>
}
