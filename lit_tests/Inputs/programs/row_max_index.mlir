// r[i] = max(init[i], max_k (x[i, k] + k)): a reduction whose body reads
// its own reduced index (linalg.index), as argmax-like kernels do.
func.func @row_max_index(%x: tensor<8x16xi32>, %init: tensor<8xi32>) -> tensor<8xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8x16xi32>) outs(%init : tensor<8xi32>) {
  ^bb0(%in: i32, %out: i32):
    %k = linalg.index 1 : index
    %ki = arith.index_cast %k : index to i32
    %v = arith.addi %in, %ki : i32
    %m = arith.maxsi %v, %out : i32
    linalg.yield %m : i32
  } -> tensor<8xi32>
  func.return %r : tensor<8xi32>
}
