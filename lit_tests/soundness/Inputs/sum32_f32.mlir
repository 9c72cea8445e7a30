// r[0] = sum of x's 32 floats (from +0.0): the source of the subgroup-reduce cases.
func.func @rsum(%x: tensor<32xf32>) -> tensor<1xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<32xf32>) outs(%i : tensor<1xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %r : tensor<1xf32>
}
