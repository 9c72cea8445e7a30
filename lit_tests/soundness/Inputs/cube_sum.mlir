// s[i] = sum over (j, k) of x[i, j, k], a float sum over two reduction
// dimensions in (j, k) order (no reassoc): the reordering cases of the
// adversarial suite.
func.func @cube_sum(%x: tensor<2x3x4xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i)>],
                       iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : tensor<2x3x4xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  func.return %s : tensor<2xf32>
}
