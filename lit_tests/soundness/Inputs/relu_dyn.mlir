// A dynamic ReLU: tiled 4x8 and vectorized with vector sizes [4, 8]; the
// partial tiles' transfers are masked by vector.create_mask.
func.func @relu_dyn(%x: tensor<?x?xf32>, %out: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %z = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x?xf32>) outs(%out : tensor<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
