// out[i] += sum_k in[i + k] * w[k].
func.func @conv1d(%in: tensor<18xf32>, %w: tensor<3xf32>, %out: tensor<16xf32>) -> tensor<16xf32> {
  %y = linalg.conv_1d ins(%in, %w : tensor<18xf32>, tensor<3xf32>) outs(%out : tensor<16xf32>) -> tensor<16xf32>
  func.return %y : tensor<16xf32>
}
