// C = A + b, with the row vector b broadcast over the rows of A.
func.func @add_broadcast(%A: tensor<8x16xf32>, %b: tensor<16xf32>, %C: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %bb = linalg.broadcast ins(%b : tensor<16xf32>) outs(%e : tensor<8x16xf32>) dimensions = [0]
  %sum = linalg.add ins(%A, %bb : tensor<8x16xf32>, tensor<8x16xf32>) outs(%C : tensor<8x16xf32>) -> tensor<8x16xf32>
  func.return %sum : tensor<8x16xf32>
}
