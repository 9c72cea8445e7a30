// A 2x2 max pooling, stride 2, of a 1x8x8x1 image into a fresh 1x4x4x1
// result: linalg-fold-unit-extent-dims drops the unit dims, so the kernel
// writes a 4x4 buffer and the function returns its expand_shape.
func.func @pool(%x: tensor<1x8x8x1xf32>, %w: tensor<2x2xf32>) -> tensor<1x4x4x1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x4x4x1xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x1xf32>, tensor<2x2xf32>) outs(%f : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  func.return %r : tensor<1x4x4x1xf32>
}
