// y = gelu(x W + b), GELU in its tanh form.
func.func @dense_gelu(%x: tensor<4x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>, %y: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %xw = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%z : tensor<4x6xf32>) -> tensor<4x6xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%xw, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%y : tensor<4x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %half = arith.constant 5.000000e-01 : f32
    %one = arith.constant 1.000000e+00 : f32
    %k0 = arith.constant 0.797884583 : f32
    %k1 = arith.constant 4.471500e-02 : f32
    %h = arith.addf %a, %bb : f32
    %h2 = arith.mulf %h, %h : f32
    %h3 = arith.mulf %h2, %h : f32
    %t = arith.mulf %k1, %h3 : f32
    %u = arith.addf %h, %t : f32
    %v = arith.mulf %k0, %u : f32
    %th = math.tanh %v : f32
    %p = arith.addf %one, %th : f32
    %hh = arith.mulf %half, %h : f32
    %r = arith.mulf %hh, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  func.return %out : tensor<4x6xf32>
}
