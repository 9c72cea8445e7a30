// y = relu(x W + b).
func.func @matmul_bias_relu(%x: tensor<4x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>, %y: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %xw = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%z : tensor<4x6xf32>) -> tensor<4x6xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%xw, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%y : tensor<4x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %zz = arith.constant 0.000000e+00 : f32
    %h = arith.addf %a, %bb : f32
    %r = arith.maximumf %h, %zz : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  func.return %out : tensor<4x6xf32>
}
