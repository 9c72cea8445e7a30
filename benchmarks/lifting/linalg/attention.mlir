// o = softmax(q k^T) v for one head (4 queries, 4 keys, head size 2).
func.func @attention(%q: tensor<4x2xf32>, %k: tensor<4x2xf32>, %v: tensor<4x2xf32>, %o: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %sq = tensor.empty() : tensor<4x4xf32>
  %row = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%sq : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j, d) -> (i, d)>, affine_map<(i, j, d) -> (j, d)>, affine_map<(i, j, d) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %k : tensor<4x2xf32>, tensor<4x2xf32>) outs(%z : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %pr = arith.mulf %a, %b : f32
    %sm = arith.addf %acc, %pr : f32
    linalg.yield %sm : f32
  } -> tensor<4x4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%row : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.reduce ins(%s : tensor<4x4xf32>) outs(%m0 : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.maximumf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %p = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%s, %m : tensor<4x4xf32>, tensor<4xf32>) outs(%sq : tensor<4x4xf32>) {
  ^bb0(%a: f32, %mm: f32, %out: f32):
    %d = arith.subf %a, %mm : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x4xf32>
  %l0 = linalg.fill ins(%zero : f32) outs(%row : tensor<4xf32>) -> tensor<4xf32>
  %l = linalg.reduce ins(%p : tensor<4x4xf32>) outs(%l0 : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %pn = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%p, %l : tensor<4x4xf32>, tensor<4xf32>) outs(%sq : tensor<4x4xf32>) {
  ^bb0(%a: f32, %ll: f32, %out: f32):
    %d = arith.divf %a, %ll : f32
    linalg.yield %d : f32
  } -> tensor<4x4xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%o : tensor<4x2xf32>) -> tensor<4x2xf32>
  %r = linalg.matmul ins(%pn, %v : tensor<4x4xf32>, tensor<4x2xf32>) outs(%oz : tensor<4x2xf32>) -> tensor<4x2xf32>
  func.return %r : tensor<4x2xf32>
}
