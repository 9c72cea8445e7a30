// y = a*b + c, the mulf and addf both fastmath<contract>: LLVM may fuse them into one fma.
func.func @fma_add(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %b, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    %m = arith.mulf %x, %y fastmath<contract> : f32
    %s = arith.addf %m, %z fastmath<contract> : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
