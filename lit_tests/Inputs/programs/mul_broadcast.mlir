// C = A * b, with the column vector b broadcast along the rows of A
// (C[i, j] = A[i, j] * b[i]); square, so an index swap stays in bounds.
func.func @mul_broadcast(%A: tensor<8x8xf32>, %b: tensor<8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %bb = linalg.broadcast ins(%b : tensor<8xf32>) outs(%e : tensor<8x8xf32>) dimensions = [1]
  %prod = linalg.mul ins(%A, %bb : tensor<8x8xf32>, tensor<8x8xf32>) outs(%C : tensor<8x8xf32>) -> tensor<8x8xf32>
  func.return %prod : tensor<8x8xf32>
}
