// A hexadecimal element of a float tensor literal is the element's bit
// pattern, as MLIR reads it (and as xDSL reads scalar float literals).
// RUN: tv-opt %s | filecheck %s
func.func @f() -> (tensor<2xf32>, tensor<2xi32>) {
  %a = arith.constant dense<[0x7F800000, 0x3F800000]> : tensor<2xf32>
  %b = arith.constant dense<[0x10, 3]> : tensor<2xi32>
  return %a, %b : tensor<2xf32>, tensor<2xi32>
}
// CHECK: %a = arith.constant dense<[0x7f800000, 1.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %b = arith.constant dense<[16, 3]> : tensor<2xi32>
