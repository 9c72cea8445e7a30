// tosa.conv3d (the spec's CONV3D: conv2d's accumulation over a depth x
// height x width window) against mlir-opt-19's tosa-to-linalg-named
// (linalg.conv_3d_ndhwc_dhwcf of the transposed weights, into the
// broadcast bias): verified.  A mutant of the real lowering that transposes
// the weights' depth and height (same shape) is FAILED.
// REQUIRES: mlir-opt-19, heavy
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'permutation = \[1, 2, 3, 4, 0\]' 'permutation = [2, 1, 3, 4, 0]' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @conv3d(%in: tensor<1x2x2x2x1xf32>, %w: tensor<1x2x2x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x1x1x1xf32> {
  %r = tosa.conv3d %in, %w, %b {pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>, dilation = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1xf32>, tensor<1x2x2x2x1xf32>, tensor<1xf32>) -> tensor<1x1x1x1x1xf32>
  return %r : tensor<1x1x1x1x1xf32>
}

// CHECK: @conv3d: verified
// CHECK: @conv3d: assumes a TOSA float convolution or fully_connected may add its bias first or last

// BAD: @conv3d: FAILED (return value mismatch)
