// y[i] = max_j a[i][j] from -inf: two kernels after the GPU pipeline (the
// fill and the reduction; the second takes the input, the output, the extent).
func.func @row_max(%a: tensor<6x10xf32>) -> tensor<6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<6xf32>
  %i = linalg.fill ins(%ninf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x10xf32>) outs(%i : tensor<6xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %m = arith.maximumf %x, %acc : f32
    linalg.yield %m : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}
