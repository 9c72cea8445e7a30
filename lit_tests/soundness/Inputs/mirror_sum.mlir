// y[i] = t[i] + t[7 - i] with t = a * b a temporary: a consumer that reads
// its producer's buffer out of order, for the aliasing cases of the
// adversarial suite (reusing t's buffer for y is wrong).
#id = affine_map<(i) -> (i)>
#rev = affine_map<(i) -> (7 - i)>
func.func @mirror_sum(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %f = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #rev, #id], iterator_types = ["parallel"]}
      ins(%t, %t : tensor<8xf32>, tensor<8xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  func.return %r : tensor<8xf32>
}
