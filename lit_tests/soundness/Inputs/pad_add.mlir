// y = pad(a, 1 on every side, 0.0) + b: one-shot-bufferize lowers the pad
// to a fill of the whole buffer, then a memref.copy of `a` into a subview.
func.func @pad_add(%a: tensor<4x6xf32>, %b: tensor<6x8xf32>) -> tensor<6x8xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<4x6xf32> to tensor<6x8xf32>
  %e = tensor.empty() : tensor<6x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%p, %b : tensor<6x8xf32>, tensor<6x8xf32>) outs(%e : tensor<6x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6x8xf32>
  return %r : tensor<6x8xf32>
}
