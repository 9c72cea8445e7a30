// Named linalg ops only tvmlir.ir.compat.linalg defines (the input of named_extra_upstream.mlir).
func.func @batch_matvec(%a: tensor<2x3x4xf32>, %x: tensor<2x4xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.batch_matvec ins(%a, %x : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%y : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @matmul_tb(%a: tensor<3x4xi32>, %b: tensor<5x4xi32>, %c: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %r = linalg.matmul_transpose_b ins(%a, %b : tensor<3x4xi32>, tensor<5x4xi32>) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %r : tensor<3x5xi32>
}
func.func @dw_nchw(%i: tensor<1x2x5x5xf32>, %f: tensor<2x2x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%i, %f : tensor<1x2x5x5xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
func.func @dw_hwcm(%i: tensor<1x3x3x2xi32>, %f: tensor<2x2x2x3xi32>, %o: tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %f : tensor<1x3x3x2xi32>, tensor<2x2x2x3xi32>) outs(%o : tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32>
  return %r : tensor<1x2x2x2x3xi32>
}
func.func @pool_nchw_sum(%i: tensor<1x1x4x4xf32>, %k: tensor<2x2xf32>, %o: tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32> {
  %r = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %k : tensor<1x1x4x4xf32>, tensor<2x2xf32>) outs(%o : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  return %r : tensor<1x1x3x3xf32>
}
func.func @pool_max_u(%i: tensor<1x4x4x1xi8>, %k: tensor<2x2xi8>, %o: tensor<1x3x3x1xi8>) -> tensor<1x3x3x1xi8> {
  %r = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %k : tensor<1x4x4x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x3x3x1xi8>) -> tensor<1x3x3x1xi8>
  return %r : tensor<1x3x3x1xi8>
}
