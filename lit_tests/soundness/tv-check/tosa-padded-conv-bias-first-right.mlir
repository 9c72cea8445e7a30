// SOUNDNESS: right tv-check: a padded tosa.conv2d against mlir-opt-19's tosa-to-linalg-named (the input padded with 0.0, the output filled with the bias first)
// REQUIRES: mlir-opt-19
// The bias may start the accumulation with padding too (both orders are
// TOSA: the spec bounds the dot product's error, not its order).  With
// padding only "bias last" was modelled: the conv2d pair was unconfirmed
// and a conv3d one FAILED on one rounding (session 26).
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @conv2d_pad: verified

func.func @conv2d_pad(%in: tensor<1x1x2x1xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x1xf32> {
  %r = tosa.conv2d %in, %w, %b {pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>, tensor<1x1x2x1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}
