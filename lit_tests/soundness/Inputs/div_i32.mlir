// q[i] = a[i] / b[i] (arith.divsi: undefined behaviour where b[i] = 0, or
// a[i] = INT_MIN and b[i] = -1).
func.func @div(%a: tensor<8xi32>, %b: tensor<8xi32>, %o: tensor<8xi32>) -> tensor<8xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<8xi32>, tensor<8xi32>) outs(%o : tensor<8xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %q = arith.divsi %x, %y : i32
    linalg.yield %q : i32
  } -> tensor<8xi32>
  func.return %r : tensor<8xi32>
}
