func.func @add_weight(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %w = arith.constant dense<[[0.5, -1.25, 2.0, 3.5, -0.75, 1.0, 4.25, -2.5]]> : tensor<1x8xf32>
  %e = tensor.empty() : tensor<1x8xf32>
  %r = linalg.add ins(%x, %w : tensor<1x8xf32>, tensor<1x8xf32>) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}
