// tosa.transpose_conv2d without a stride against mlir-opt-19's
// --tosa-optional-decompositions: a conv2d over the input padded by KW-1
// with the kernel reversed.  FAILED, a finding at the specification's
// level: the padded conv2d may multiply padding zeros by the weights
// (conv2d's implementation-defined tosa_extra_multiplies()), and 0 * inf
// is NaN, where TRANSPOSE_CONV2D's pseudocode multiplies only the
// positions that exist (source -inf or +inf, target NaN).  4.4 s CPU.
// REQUIRES: mlir-opt-19, heavy
// RUN: %mlir-opt --tosa-optional-decompositions %s > %t.tgt.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.tgt.mlir | filecheck %s

func.func @not_strided(%a: tensor<1x1x2x1xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x3x1xf32> {
  %0 = tosa.transpose_conv2d %a, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: -1, -1, -1, -1>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>, tensor<1x1x2x1xf32>, tensor<1xf32>) -> tensor<1x1x3x1xf32>
  return %0 : tensor<1x1x3x1xf32>
}

// CHECK: @not_strided: FAILED (return value mismatch)
// CHECK: target: {{.*}}NaN
