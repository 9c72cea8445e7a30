// MLIR 19 writes bufferization.to_tensor with the tensor type implied, and
// has bufferization.to_memref (later renamed to_buffer).
// RUN: tv-opt %s | filecheck %s
func.func @f(%m: memref<2x3xf32>, %t: tensor<4xi8>) -> (tensor<2x3xf32>, memref<4xi8>) {
  %a = bufferization.to_tensor %m : memref<2x3xf32>
  %b = bufferization.to_memref %t : tensor<4xi8> to memref<4xi8>
  return %a, %b : tensor<2x3xf32>, memref<4xi8>
}
// CHECK: %a = bufferization.to_tensor %m : memref<2x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: %b = bufferization.to_memref %t : tensor<4xi8> to memref<4xi8>
