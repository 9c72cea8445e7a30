// x + y on tensors with a unit dimension.
func.func @add_unit(%x: tensor<1x8xf32>, %y: tensor<1x8xf32>, %o: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<1x8xf32>, tensor<1x8xf32>) outs(%o : tensor<1x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x8xf32>
  func.return %r : tensor<1x8xf32>
}
