// s[j] = init[j] + sum_k x[k, j]: the reduction dim comes first.
func.func @col_sum(%x: tensor<8x16xf32>, %init: tensor<16xf32>) -> tensor<16xf32> {
  %s = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%init : tensor<16xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %s : tensor<16xf32>
}
