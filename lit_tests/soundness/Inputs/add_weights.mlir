// y = x + W with W a constant (bufferized into a constant memref.global):
// the constant-memory cases of the adversarial suite.
#id = affine_map<(i) -> (i)>
func.func @add_weights(%x: tensor<8xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %w : tensor<8xf32>, tensor<8xf32>) outs(%out : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  func.return %y : tensor<8xf32>
}
