// y = x / 2 + x % 3 on i32 (signed, truncating): mlir-opt-19's GPU pipeline
// passes the constants 2 and 3 to the kernel as arguments.
func.func @idiv(%x: tensor<16xi32>, %out: tensor<16xi32>) -> tensor<16xi32> {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<16xi32>) outs(%out : tensor<16xi32>) {
  ^bb0(%a: i32, %o: i32):
    %d = arith.divsi %a, %c2 : i32
    %m = arith.remsi %a, %c3 : i32
    %s = arith.addi %d, %m : i32
    linalg.yield %s : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}
