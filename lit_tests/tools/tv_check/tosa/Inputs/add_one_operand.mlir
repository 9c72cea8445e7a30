func.func @f(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = tosa.add %a : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
