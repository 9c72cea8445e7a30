// t = a*b + c with fastmath<contract> on both ops, then r = t*a + b without it: only t may be fused.
func.func @fma_two(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %b, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    %m = arith.mulf %x, %y fastmath<contract> : f32
    %s = arith.addf %m, %z fastmath<contract> : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%t, %a, %b : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
