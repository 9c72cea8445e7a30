// y = x / sqrt(mean(x^2) + eps) * g over rows of 8.
func.func @rmsnorm(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %row = tensor.empty() : tensor<4xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%row : tensor<4xf32>) -> tensor<4xf32>
  %ss = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%s0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %acc, %sq : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %ss, %g : tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>) outs(%y : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %gg: f32, %o: f32):
    %n = arith.constant 8.000000e+00 : f32
    %eps = arith.constant 9.99999997E-7 : f32
    %m = arith.divf %s, %n : f32
    %me = arith.addf %m, %eps : f32
    %sd = math.sqrt %me : f32
    %xn = arith.divf %a, %sd : f32
    %r = arith.mulf %xn, %gg : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  func.return %out : tensor<4x8xf32>
}
