// A sparse index outside the tensor is bad input at the constant.
// RUN: %bad-input tv-opt %s | filecheck %s
func.func @f() -> tensor<2xf32> {
  %a = arith.constant sparse<[[5]], [1.0]> : tensor<2xf32>
  return %a : tensor<2xf32>
}
// CHECK: sparse-invalid.mlir:4:{{[0-9]+}}: error: sparse index [5] is outside tensor<2xf32>
