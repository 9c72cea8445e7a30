// MLIR 19 writes bufferization.to_tensor with the tensor type implied, and
// has bufferization.to_memref (later renamed to_buffer).  Printed back in
// MLIR 19's form, which mlir-opt-19 reads.
// RUN: tv-opt %s > %t.read.mlir
// RUN: filecheck %s < %t.read.mlir
// RUN: mlir-opt-19 %t.read.mlir > %t.back.mlir
func.func @f(%m: memref<2x3xf32>, %t: tensor<4xi8>) -> (tensor<2x3xf32>, memref<4xi8>) {
  %a = bufferization.to_tensor %m : memref<2x3xf32>
  %b = bufferization.to_memref %t : tensor<4xi8> to memref<4xi8>
  return %a, %b : tensor<2x3xf32>, memref<4xi8>
}
// CHECK: %a = bufferization.to_tensor %m : memref<2x3xf32>
// CHECK-NEXT: %b = bufferization.to_memref %t : memref<4xi8>

// Unranked, as MLIR's own tests write them (Dialect/Tensor/bufferize.mlir,
// Dialect/Bufferization/ops.mlir): the implied tensor is unranked.
func.func @unranked(%arg0: tensor<*xf32>, %n: memref<*xi8, 1 : i64>) -> (tensor<*xf32>, tensor<*xi8>) {
  %0 = bufferization.to_memref %arg0 : memref<*xf32>
  %1 = bufferization.to_tensor %0 : memref<*xf32>
  %2 = bufferization.to_tensor %n : memref<*xi8, 1 : i64>
  return %1, %2 : tensor<*xf32>, tensor<*xi8>
}
// CHECK: %0 = bufferization.to_memref %arg0 : memref<*xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<*xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %n : memref<*xi8, 1 : i64>

// A ranked memref for an unranked tensor stays an error (as in mlir-opt-19).
// RUN: %mutate "to_memref %arg0 : memref<\*xf32>" "to_memref %arg0 : memref<4xf32>" < %s > %t.bad.mlir
// RUN: %bad-input tv-opt %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: bad.mlir:[[# @LINE - 12]]:32: error: operand is used with type tensor<4xf32>, but has been previously used or defined with type tensor<*xf32>
