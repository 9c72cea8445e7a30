// y = -a[0::2]: mlir-opt-19's GPU pipeline reads the strided elements in the
// kernel through an argument of type memref<8xf32, strided<[?], offset: ?>>.
func.func @negate_evens(%a: tensor<8xf32>) -> tensor<4xf32> {
  %s = tensor.extract_slice %a[0][4][2] : tensor<8xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%s : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
