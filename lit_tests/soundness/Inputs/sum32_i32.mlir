// r[0] = sum of x's 32 integers (wrapping, from 0): the source of the integer subgroup-reduce cases.
func.func @isum(%x: tensor<32xi32>) -> tensor<1xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1xi32>
  %i = linalg.fill ins(%z : i32) outs(%e : tensor<1xi32>) -> tensor<1xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<32xi32>) outs(%i : tensor<1xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    linalg.yield %s : i32
  } -> tensor<1xi32>
  return %r : tensor<1xi32>
}
