// An op that fails its verifier: located bad input.
// RUN: %bad-input tv-check --accept-bounded %s %s | filecheck %s
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = tensor.cast %a : tensor<4xf32> to tensor<?x?xf32>
  return %a : tensor<4xf32>
}
// CHECK: verifier.mlir:4:8: error: 'tensor.cast' op
