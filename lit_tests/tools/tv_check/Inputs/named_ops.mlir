// Named linalg ops, one per function (the input of named_generalized*.mlir).
func.func @matmul(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %c: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
func.func @batch_matmul(%a: tensor<2x3x4xi32>, %b: tensor<2x4x5xi32>, %c: tensor<2x3x5xi32>) -> tensor<2x3x5xi32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xi32>, tensor<2x4x5xi32>) outs(%c : tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
  return %r : tensor<2x3x5xi32>
}
func.func @matvec(%a: tensor<3x4xf32>, %x: tensor<4xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.matvec ins(%a, %x : tensor<3x4xf32>, tensor<4xf32>) outs(%y : tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @vecmat(%x: tensor<3xf32>, %a: tensor<3x4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.vecmat ins(%x, %a : tensor<3xf32>, tensor<3x4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @dot(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @conv(%i: tensor<1x5x5x2xf32>, %f: tensor<2x2x2x3xf32>, %o: tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%i, %f : tensor<1x5x5x2xf32>, tensor<2x2x2x3xf32>) outs(%o : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  return %r : tensor<1x2x2x3xf32>
}
func.func @depthwise(%i: tensor<1x4x4x2xi32>, %f: tensor<2x2x2xi32>, %o: tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %f : tensor<1x4x4x2xi32>, tensor<2x2x2xi32>) outs(%o : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  return %r : tensor<1x3x3x2xi32>
}
func.func @pool_max(%i: tensor<1x4x4x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %k : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %r : tensor<1x3x3x1xf32>
}
func.func @pool_sum(%i: tensor<1x4x4x1xi32>, %k: tensor<3x3xi32>, %o: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %k : tensor<1x4x4x1xi32>, tensor<3x3xi32>) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
func.func @fill(%v: f32, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.fill ins(%v : f32) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @copy(%a: tensor<4xi8>, %o: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.copy ins(%a : tensor<4xi8>) outs(%o : tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @transpose(%a: tensor<2x3x4xf32>, %o: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %r = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%o : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  return %r : tensor<4x2x3xf32>
}
func.func @broadcast(%a: tensor<3xf32>, %o: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = linalg.broadcast ins(%a : tensor<3xf32>) outs(%o : tensor<2x3x4xf32>) dimensions = [0, 2]
  return %r : tensor<2x3x4xf32>
}
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @div(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.div ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @exp(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.exp ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @max(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %r = linalg.max ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
