// NHWC x HWCF convolution, stride 1, no padding.
func.func @conv2d(%in: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x4xf32>, %out: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %y = linalg.conv_2d_nhwc_hwcf ins(%in, %w : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%out : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  func.return %y : tensor<1x4x4x4xf32>
}
