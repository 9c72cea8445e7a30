// The named linalg ops tvmlir adds to xDSL's dialect parse and print in
// upstream's syntax (strides / dilations optional, in front), and their
// printed form is mlir-opt-19's.
// RUN: tv-opt %s | filecheck %s
// RUN: tv-opt %s | tv-opt | filecheck %s

// CHECK-LABEL: func.func @named
func.func @named(%A: tensor<8x16xf32>, %v: tensor<16xf32>, %w: tensor<8xf32>, %s: tensor<f32>,
                 %a3: tensor<2x8x16xf32>, %b3: tensor<2x16x4xf32>, %c3: tensor<2x8x4xf32>,
                 %i1: tensor<18xf32>, %k1: tensor<3xf32>, %o1: tensor<16xf32>,
                 %in: tensor<1x10x10x3xf32>, %k: tensor<3x3x3x4xf32>, %o: tensor<1x8x8x4xf32>,
                 %kd: tensor<3x3x3xf32>, %od: tensor<1x8x8x3xf32>, %win: tensor<3x3xf32>,
                 %po: tensor<1x4x4x3xf32>) {
  // CHECK-NEXT: linalg.batch_matmul ins(%a3, %b3 : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%c3 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  %0 = linalg.batch_matmul ins(%a3, %b3 : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%c3 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  // CHECK-NEXT: linalg.matvec ins(%A, %v : tensor<8x16xf32>, tensor<16xf32>) outs(%w : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.matvec ins(%A, %v : tensor<8x16xf32>, tensor<16xf32>) outs(%w : tensor<8xf32>) -> tensor<8xf32>
  // CHECK-NEXT: linalg.vecmat ins(%w, %A : tensor<8xf32>, tensor<8x16xf32>) outs(%v : tensor<16xf32>) -> tensor<16xf32>
  %2 = linalg.vecmat ins(%w, %A : tensor<8xf32>, tensor<8x16xf32>) outs(%v : tensor<16xf32>) -> tensor<16xf32>
  // CHECK-NEXT: linalg.dot ins(%v, %v : tensor<16xf32>, tensor<16xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %3 = linalg.dot ins(%v, %v : tensor<16xf32>, tensor<16xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: linalg.div ins(%A, %A : tensor<8x16xf32>, tensor<8x16xf32>) outs(%A : tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = linalg.div ins(%A, %A : tensor<8x16xf32>, tensor<8x16xf32>) outs(%A : tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK-NEXT: linalg.negf ins(%A : tensor<8x16xf32>) outs(%A : tensor<8x16xf32>) -> tensor<8x16xf32>
  %5 = linalg.negf ins(%A : tensor<8x16xf32>) outs(%A : tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK-NEXT: linalg.conv_1d ins(%i1, %k1 : tensor<18xf32>, tensor<3xf32>) outs(%o1 : tensor<16xf32>) -> tensor<16xf32>
  %6 = linalg.conv_1d ins(%i1, %k1 : tensor<18xf32>, tensor<3xf32>) outs(%o1 : tensor<16xf32>) -> tensor<16xf32>
  // Without strides and dilations (upstream's default, 1), and with them.
  // CHECK-NEXT: linalg.conv_2d_nhwc_hwcf ins(%in, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %7 = linalg.conv_2d_nhwc_hwcf ins(%in, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  // CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %k
  %8 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  // CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc ins(%in, %kd : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%od : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %9 = linalg.depthwise_conv_2d_nhwc_hwc ins(%in, %kd : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%od : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  // CHECK-NEXT: linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%in, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %10 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%in, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  func.return
}
