// tosa.transpose_conv2d (semantics/tosa_transpose_conv.py: TRANSPOSE_CONV2D's
// pseudocode, the scatter read as a gather over the reversed kernel, the
// bias first or last) against mlir-opt-19's --tosa-optional-decompositions.
// Strided: a fully_connected, transposes and reshapes, the bias added last:
// verified; the bias subtracted instead is FAILED.  (Not strided:
// transpose_conv2d_padding.mlir, heavy.)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --tosa-optional-decompositions %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'tosa.add %10' 'tosa.sub %10' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @strided(%a: tensor<1x2x2x1xf32>, %w: tensor<1x2x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x4x2x1xf32> {
  %0 = tosa.transpose_conv2d %a, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: -1, -1, -1, -1>, stride = array<i64: 2, 1>} : (tensor<1x2x2x1xf32>, tensor<1x2x1x1xf32>, tensor<1xf32>) -> tensor<1x4x2x1xf32>
  return %0 : tensor<1x4x2x1xf32>
}

// CHECK: @strided: verified

// BAD: @strided: FAILED (return value mismatch)
