// A cast between different shapes is rejected by the verifier.
// RUN: %bad-input tv-opt %s | filecheck %s
func.func @f(%i: tensor<5xi32>) -> tensor<4xi64> {
  %a = arith.extsi %i : tensor<5xi32> to tensor<4xi64>
  return %a : tensor<4xi64>
}
// CHECK: casts-invalid.mlir:4:8: error: 'arith.extsi' op operand type tensor<5xi32> and result type tensor<4xi64> differ in shape
