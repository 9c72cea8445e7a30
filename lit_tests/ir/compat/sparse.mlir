// sparse<indices, values> constants (unlisted elements are zero) parse,
// print back in MLIR's syntax, and re-parse.
// RUN: tv-opt %s | filecheck %s
// RUN: tv-opt %s | tv-opt | filecheck %s
func.func @f() -> (tensor<2x3xf32>, tensor<4xi32>) {
  %a = arith.constant sparse<[[0, 1], [1, 2]], [1.5, -2.0]> : tensor<2x3xf32>
  %b = arith.constant sparse<[[3]], [7]> : tensor<4xi32>
  return %a, %b : tensor<2x3xf32>, tensor<4xi32>
}
// CHECK: %a = arith.constant sparse<[[0, 1], [1, 2]], [1.500000e+00, -2.000000e+00]> : tensor<2x3xf32>
// CHECK-NEXT: %b = arith.constant sparse<[[3]], [7]> : tensor<4xi32>
