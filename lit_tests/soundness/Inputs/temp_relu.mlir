// r = max(a * b + c, 0) with the product a temporary of its own (its tensor.empty
// becomes a memref.alloc that buffer-deallocation-pipeline frees): the
// memory-lifetime cases of the adversarial suite.
#id = affine_map<(i, j) -> (i, j)>
func.func @fma_relu(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %t = tensor.empty() : tensor<4x8xf32>
  %fma = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %u = tensor.empty() : tensor<4x8xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%fma : tensor<4x8xf32>) outs(%u : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  func.return %relu : tensor<4x8xf32>
}
