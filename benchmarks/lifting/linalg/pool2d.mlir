// 2x2 max pooling, stride 1, NHWC.
func.func @pool2d(%in: tensor<1x5x5x2xf32>, %out: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%out : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %y = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %win : tensor<1x5x5x2xf32>, tensor<2x2xf32>) outs(%init : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  func.return %y : tensor<1x4x4x2xf32>
}
