// q[i] = sum_k x[i, k] * x[i, k], with x passed twice: the element's loads
// of x fix the loop dims twice, so --annotate keeps the chain prophecy.
func.func @sum_squares(%x: tensor<8x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %q = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x, %x : tensor<8x16xf32>, tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  func.return %q : tensor<8xf32>
}
