// out = in transposed (2, 0, 1).
func.func @permute3d(%in: tensor<2x3x4xf32>, %out: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %y = linalg.transpose ins(%in : tensor<2x3x4xf32>) outs(%out : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  func.return %y : tensor<4x2x3xf32>
}
