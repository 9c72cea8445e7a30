// SOUNDNESS: right negative-strides: one-shot-bufferize of extract_slice [%n - 1] [4] [-1]: a subview of stride -1 returned
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

func.func @f(%arg0: memref<8xi32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xi32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = arith.subi %arg1, %c1 : index
  %subview = memref.subview %arg0[%0] [4] [-1] : memref<8xi32, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
  return %subview : memref<4xi32, strided<[?], offset: ?>>
}
