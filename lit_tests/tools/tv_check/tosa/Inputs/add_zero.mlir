// `x + 0.0` (+0.0 for x = -0.0): the source of reduce_sum_zero_sign.mlir's
// DEMONIC check.
func.func @f(%arg0: tensor<3x1xf32>) -> tensor<3x1xf32> {
  %c = arith.constant dense<0.0> : tensor<3x1xf32>
  %0 = tosa.add %arg0, %c : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}
