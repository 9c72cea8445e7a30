// TOSA's accumulating ops as the spec computes them: sums start from +0.0
// (signed zero), the bias is added to the finished sum, max_pool2d folds
// apply_max_s from the window's first element.
// REQUIRES: heavy, mlir-opt-19
// RUN: %split-pair %s %t
// RUN: %mlir-opt %t.src.mlir > %t.src19.mlir
// RUN: %mlir-opt %t.tgt.mlir > %t.tgt19.mlir
// RUN: %expect-exit 1 -- tv-check %t.src19.mlir %t.tgt19.mlir | filecheck %s

func.func @sum_one_is_plus_zero_add(%x: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = "tosa.reduce_sum"(%x) {axis = 1 : i32} : (tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

func.func @sum_one_is_not_identity(%x: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = "tosa.reduce_sum"(%x) {axis = 1 : i32} : (tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

func.func @sum_axis(%t: tensor<2x2x2xf32>) -> tensor<1x2x2xf32> {
  %0 = "tosa.reduce_sum"(%t) {axis = 0 : i32} : (tensor<2x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

func.func @conv1x1_is_fc(%x: tensor<1x1x1x3xf32>, %w: tensor<2x1x1x3xf32>, %b: tensor<2xf32>) -> tensor<1x1x1x2xf32> {
  %0 = "tosa.conv2d"(%x, %w, %b) {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xf32>, tensor<2x1x1x3xf32>, tensor<2xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}

func.func @conv_bias_swapped(%x: tensor<1x1x1x3xf32>, %w: tensor<2x1x1x3xf32>, %b: tensor<2xf32>) -> tensor<1x1x1x2xf32> {
  %0 = "tosa.conv2d"(%x, %w, %b) {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xf32>, tensor<2x1x1x3xf32>, tensor<2xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}

func.func @depthwise_is_conv(%x: tensor<1x3x3x1xf32>, %w: tensor<2x2x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = "tosa.depthwise_conv2d"(%x, %w, %b) {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

func.func @pool_1x1(%x: tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32> {
  %0 = "tosa.max_pool2d"(%x) {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  return %0 : tensor<1x2x2x3xf32>
}

func.func @pool_vs_maximumf(%x: tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %0 = "tosa.max_pool2d"(%x) {kernel = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// ----- target

func.func @sum_one_is_plus_zero_add(%x: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %z = "tosa.const"() {value = dense<0.0> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
  %0 = "tosa.add"(%z, %x) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

func.func @sum_one_is_not_identity(%x: tensor<2x1xf32>) -> tensor<2x1xf32> {
  return %x : tensor<2x1xf32>
}

func.func @sum_axis(%t: tensor<2x2x2xf32>) -> tensor<1x2x2xf32> {
  %0 = "tosa.reduce_sum"(%t) {axis = 1 : i32} : (tensor<2x2x2xf32>) -> tensor<2x1x2xf32>
  %1 = "tosa.reshape"(%0) {new_shape = array<i64: 1, 2, 2>} : (tensor<2x1x2xf32>) -> tensor<1x2x2xf32>
  return %1 : tensor<1x2x2xf32>
}

func.func @conv1x1_is_fc(%x: tensor<1x1x1x3xf32>, %w: tensor<2x1x1x3xf32>, %b: tensor<2xf32>) -> tensor<1x1x1x2xf32> {
  %x2 = "tosa.reshape"(%x) {new_shape = array<i64: 1, 3>} : (tensor<1x1x1x3xf32>) -> tensor<1x3xf32>
  %w2 = "tosa.reshape"(%w) {new_shape = array<i64: 2, 3>} : (tensor<2x1x1x3xf32>) -> tensor<2x3xf32>
  %0 = "tosa.fully_connected"(%x2, %w2, %b) : (tensor<1x3xf32>, tensor<2x3xf32>, tensor<2xf32>) -> tensor<1x2xf32>
  %1 = "tosa.reshape"(%0) {new_shape = array<i64: 1, 1, 1, 2>} : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
  return %1 : tensor<1x1x1x2xf32>
}

func.func @conv_bias_swapped(%x: tensor<1x1x1x3xf32>, %w: tensor<2x1x1x3xf32>, %b: tensor<2xf32>) -> tensor<1x1x1x2xf32> {
  %rb = "tosa.reverse"(%b) {axis = 0 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  %0 = "tosa.conv2d"(%x, %w, %rb) {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xf32>, tensor<2x1x1x3xf32>, tensor<2xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}

func.func @depthwise_is_conv(%x: tensor<1x3x3x1xf32>, %w: tensor<2x2x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x1xf32> {
  %w2 = "tosa.reshape"(%w) {new_shape = array<i64: 1, 2, 2, 1>} : (tensor<2x2x1x1xf32>) -> tensor<1x2x2x1xf32>
  %0 = "tosa.conv2d"(%x, %w2, %b) {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

func.func @pool_1x1(%x: tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32> {
  return %x : tensor<1x2x2x3xf32>
}

func.func @pool_vs_maximumf(%x: tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %a = tensor.extract_slice %x[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : tensor<1x2x1x1xf32> to tensor<1x1x1x1xf32>
  %b = tensor.extract_slice %x[0, 1, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : tensor<1x2x1x1xf32> to tensor<1x1x1x1xf32>
  %m = arith.maximumf %a, %b : tensor<1x1x1x1xf32>
  return %m : tensor<1x1x1x1xf32>
}

// CHECK: @sum_one_is_plus_zero_add: verified
// The pseudocode's sum starts from +0.0, so a -0.0 element sums to +0.0;
// but REDUCE_SUM's precision requirement is the dot-product error bound,
// which cannot tell signed zeros apart, so a zero sum may take either
// sign (printed): the unit-axis sum is the identity, as canonicalize's
// @reduce_sum_fold says (design notes, section 19).
// CHECK: @sum_one_is_not_identity: verified
// CHECK: @sum_axis: FAILED (return value mismatch)
// CHECK: @conv1x1_is_fc: verified
// CHECK: @conv_bias_swapped: FAILED (return value mismatch)
// CHECK: @depthwise_is_conv: verified
// CHECK: @pool_1x1: verified
// apply_max_s(-0.0, +0.0) keeps -0.0, arith.maximumf gives +0.0:
// CHECK: @pool_vs_maximumf: FAILED (return value mismatch)
// CHECK-NEXT: %arg0 = tensor 1x2x1x1 [-0.0, +0.0]
// CHECK: assumptions of the verified functions:
// CHECK: @sum_one_is_not_identity: assumes a zero TOSA float reduce_sum may be -0.0 or +0.0
// CHECK: @pool_1x1: assumes tosa.max_pool2d starts from -infinity, TOSA's minimum of a float type
