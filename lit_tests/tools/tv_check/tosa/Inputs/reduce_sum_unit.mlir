// A reduce_sum over a unit axis: the target of reduce_sum_zero_sign.mlir's
// DEMONIC check.
func.func @f(%arg0: tensor<3x1xf32>) -> tensor<3x1xf32> {
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<3x1xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}
