// s[i] = sum_k x[i, k] starting from -0.0, the neutral element of IEEE
// addition (a sum of -0.0s is -0.0; starting from +0.0 it would be +0.0).
func.func @row_sum_negzero(%x: tensor<8x16xf32>) -> tensor<8xf32> {
  %nzero = arith.constant -0.000000e+00 : f32
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%nzero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%init : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %s : tensor<8xf32>
}
