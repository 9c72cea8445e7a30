func.func @f(%arg0: tensor<2x4xf32>) -> tensor<2x2xf32> {
  %a = tensor.extract_slice %arg0[0, 0] [2, 2] [1, 1] : tensor<2x4xf32> to tensor<2x2xf32>
  %b = tensor.extract_slice %arg0[0, 2] [2, 2] [1, 1] : tensor<2x4xf32> to tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.subf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
