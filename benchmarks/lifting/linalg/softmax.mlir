// Row softmax built from linalg ops: y = exp(x - max) / sum(exp(x - max)).
func.func @softmax(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %row = tensor.empty() : tensor<4xf32>
  %full = tensor.empty() : tensor<4x8xf32>
  %max_init = linalg.fill ins(%ninf : f32) outs(%row : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%max_init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.maximumf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %max_b = linalg.broadcast ins(%max : tensor<4xf32>) outs(%full : tensor<4x8xf32>) dimensions = [1]
  %shifted = linalg.sub ins(%x, %max_b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%full : tensor<4x8xf32>) -> tensor<4x8xf32>
  %exp = linalg.exp ins(%shifted : tensor<4x8xf32>) outs(%full : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%row : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%exp : tensor<4x8xf32>) outs(%sum_init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %sum_b = linalg.broadcast ins(%sum : tensor<4xf32>) outs(%full : tensor<4x8xf32>) dimensions = [1]
  %soft = linalg.div ins(%exp, %sum_b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  func.return %soft : tensor<4x8xf32>
}
