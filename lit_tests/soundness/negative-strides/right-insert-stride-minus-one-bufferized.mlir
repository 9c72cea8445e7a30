// SOUNDNESS: right negative-strides: one-shot-bufferize of insert_slice [%n - 1] [4] [-1]: a memref.copy into a subview of stride -1 (was "source is always undefined")
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%t: tensor<8xi32>, %s: tensor<4xi32>, %n: index) -> tensor<8xi32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %m1 = arith.subi %c0, %c1 : index
  %off = arith.subi %n, %c1 : index
  %r = tensor.insert_slice %s into %t[%off] [4] [%m1] : tensor<4xi32> into tensor<8xi32>
  return %r : tensor<8xi32>
}

// ----- target

func.func @f(%arg0: memref<8xi32, strided<[?], offset: ?>>, %arg1: memref<4xi32, strided<[?], offset: ?>>, %arg2: index) -> memref<8xi32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = arith.subi %arg2, %c1 : index
  %subview = memref.subview %arg0[%0] [4] [-1] : memref<8xi32, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
  memref.copy %arg1, %subview : memref<4xi32, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
  return %arg0 : memref<8xi32, strided<[?], offset: ?>>
}
