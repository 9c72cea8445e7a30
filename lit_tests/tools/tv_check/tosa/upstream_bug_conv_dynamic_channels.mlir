// A real MLIR 19 miscompilation found by tv-check: tosa-to-linalg-named
// sizes a conv2d result whose channel extent is dynamic from the INPUT's
// channels (`inferDynamicDimsForConv`: "get all the remaining dims from
// the input"), not from the weights' output channels.  Here the input has
// 2 channels and the weights 3: the lowered conv_2d_nhwc_fhwc writes a
// 1x2x2x2 tensor with a 3-channel filter, which linalg leaves undefined,
// while tosa.conv2d is defined and yields 1x2x2x3.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s > %t.lin.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.lin.mlir | filecheck %s

func.func @conv_dynamic_result_channels(%x: tensor<1x3x3x2xf32>, %w: tensor<3x2x2x2xf32>, %b: tensor<3xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// CHECK: @conv_dynamic_result_channels: FAILED (target is undefined where the source is defined)
// CHECK: the source is defined, the target is undefined
