// 3x3 sum pooling, stride 1, NHWC.
func.func @sum_pool(%in: tensor<1x6x6x2xf32>, %out: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %win = tensor.empty() : tensor<3x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%out : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %y = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %win : tensor<1x6x6x2xf32>, tensor<3x3xf32>) outs(%init : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  func.return %y : tensor<1x4x4x2xf32>
}
