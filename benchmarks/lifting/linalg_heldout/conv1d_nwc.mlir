// 1-D convolution with channels: NWC input, WCF filter.
func.func @conv1d_nwc(%in: tensor<1x10x2xf32>, %w: tensor<3x2x4xf32>, %out: tensor<1x8x4xf32>) -> tensor<1x8x4xf32> {
  %y = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%in, %w : tensor<1x10x2xf32>, tensor<3x2x4xf32>) outs(%out : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  func.return %y : tensor<1x8x4xf32>
}
