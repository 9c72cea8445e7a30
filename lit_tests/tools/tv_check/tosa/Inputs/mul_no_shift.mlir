func.func @f(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = tosa.mul %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
