// y[i, j] = x[i, j] - max_k x[i, k]: a row max, then a consumer of each row's max.
func.func @row_max_shift(%x: tensor<16x16xf32>, %y: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<16xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %m = linalg.reduce ins(%x : tensor<16x16xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.maximumf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<16x16xf32>, tensor<16xf32>) outs(%y : tensor<16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<16x16xf32>
  func.return %r : tensor<16x16xf32>
}
