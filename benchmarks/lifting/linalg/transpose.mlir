// T = transpose(A).
func.func @transpose(%A: tensor<8x16xf32>, %T: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %AT = linalg.transpose ins(%A : tensor<8x16xf32>) outs(%T : tensor<16x8xf32>) permutation = [1, 0]
  func.return %AT : tensor<16x8xf32>
}
