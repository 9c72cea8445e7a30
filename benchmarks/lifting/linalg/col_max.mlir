// m[j] = max_k x[k, j], starting from -inf in a fresh tensor: the
// reduction dim comes first (a host loop around the launches).
func.func @col_max(%x: tensor<8x16xf32>) -> tensor<16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<16xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %m = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%init : tensor<16xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.maximumf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %m : tensor<16xf32>
}
