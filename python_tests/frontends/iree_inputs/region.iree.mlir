util.global private @w = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
util.func public @f(%arg0: tensor<4xf32>) -> tensor<2x2xf32> {
  %w = util.global.load @w : tensor<4xf32>
  %0 = flow.dispatch.region -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %w : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %z = arith.mulf %x, %y : f32
      linalg.yield %z : f32
    } -> tensor<4xf32>
    flow.return %s : tensor<4xf32>
  }
  %1 = flow.tensor.reshape %0 : tensor<4xf32> -> tensor<2x2xf32>
  util.return %1 : tensor<2x2xf32>
}
