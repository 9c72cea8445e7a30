// C += A * B on square 8x8 matrices: a transposed read of B stays in
// bounds, so only its value can betray it.
func.func @matmul_square(%A: tensor<8x8xf32>, %B: tensor<8x8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %AB = linalg.matmul ins(%A, %B : tensor<8x8xf32>, tensor<8x8xf32>) outs(%C : tensor<8x8xf32>) -> tensor<8x8xf32>
  func.return %AB : tensor<8x8xf32>
}
