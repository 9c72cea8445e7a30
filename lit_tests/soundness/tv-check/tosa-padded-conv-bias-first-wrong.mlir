// SOUNDNESS: wrong tv-check: mlir-opt-19's tosa-to-linalg-named of a padded tosa.conv2d with the padding value 0.0 made 1.0
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: %mutate 'tensor.yield %cst : f32' 'tensor.yield %one : f32' < %t.tgt.mlir | %mutate 'arith.constant 0.000000e\+00 : f32' 'arith.constant 0.000000e+00 : f32\n    %one = arith.constant 1.000000e+00 : f32' > %t.one.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.one.mlir | filecheck %s
// CHECK: @conv2d_pad: FAILED (return value mismatch)

func.func @conv2d_pad(%in: tensor<1x1x2x1xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x1xf32> {
  %r = tosa.conv2d %in, %w, %b {pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>, tensor<1x1x2x1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}
