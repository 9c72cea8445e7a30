// y = x + w on 4x200: mlir-opt-19's GPU pipeline computes each column index
// as block offset + thread id (columns reach 199).
func.func @add_st(%x: tensor<4x200xf32>, %w: tensor<4x200xf32>, %out: tensor<4x200xf32>) -> tensor<4x200xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %w : tensor<4x200xf32>, tensor<4x200xf32>) outs(%out : tensor<4x200xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x200xf32>
  return %r : tensor<4x200xf32>
}
