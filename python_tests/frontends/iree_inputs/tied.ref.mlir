func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>) -> tensor<4xf32> {
  %0 = tensor.insert_slice %arg1 into %arg0[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}
