// C[b] += A[b] * B[b] for each of the 2 batches.
func.func @batch_matmul(%A: tensor<2x8x16xf32>, %B: tensor<2x16x4xf32>, %C: tensor<2x8x4xf32>) -> tensor<2x8x4xf32> {
  %AB = linalg.batch_matmul ins(%A, %B : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%C : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  func.return %AB : tensor<2x8x4xf32>
}
