// s[i] = init[i] + sum_k x[i, k] on i32, where no partial sum of the
// spec's order may overflow (addi nsw: poison if it does).
func.func @row_sum_i(%x: tensor<8x16xi32>, %init: tensor<8xi32>) -> tensor<8xi32> {
  %s = linalg.reduce ins(%x : tensor<8x16xi32>) outs(%init : tensor<8xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %0 = arith.addi %in, %acc overflow<nsw> : i32
      linalg.yield %0 : i32
    }
  func.return %s : tensor<8xi32>
}
