// t = a + b (nsw: poison where it overflows), then r = select(false, t, 0):
// r is 0 everywhere, defined even where t is poison.
func.func @sel(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %s = arith.addi %x, %y overflow<nsw> : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%t : tensor<4xi32>) outs(%o : tensor<4xi32>) {
  ^bb0(%x: i32, %z: i32):
    %f = arith.constant false
    %c0 = arith.constant 0 : i32
    %v = arith.select %f, %x, %c0 : i32
    linalg.yield %v : i32
  } -> tensor<4xi32>
  func.return %r : tensor<4xi32>
}
