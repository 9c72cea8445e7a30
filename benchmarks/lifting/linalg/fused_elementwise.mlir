// r = max(a * b + c, 0): a fused multiply-add generic feeding a ReLU generic.
#id = affine_map<(i, j) -> (i, j)>
func.func @fused_elementwise(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %c: tensor<8x16xf32>, %r: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %t = tensor.empty() : tensor<8x16xf32>
  %fma = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%t : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%fma : tensor<8x16xf32>) outs(%r : tensor<8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %zero : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  func.return %relu : tensor<8x16xf32>
}
