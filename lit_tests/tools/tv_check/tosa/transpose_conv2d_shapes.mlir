// tosa.transpose_conv2d's extents (TRANSPOSE_CONV2D's ERROR_IF(OH != (IH - 1)
// * stride_y + out_pad_top + out_pad_bottom + KH), as UB) against
// mlir-opt-19's --tosa-infer-shapes: a dynamic input's result extents
// inferred from a static out_shape verify; a result type the formula does
// not give (as Dialect/Tosa/tosa-infer-shapes.mlir's @transpose_conv2d_padded
// declares) makes the source undefined.  A mutant whose out_pad moves the
// output by a row (and keeps the extents) is FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --tosa-infer-shapes %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'out_pad = array<i64: 1, 0' 'out_pad = array<i64: 0, 1' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @dynamic_input(%a: tensor<1x?x1x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x?x?x1xf32> {
  %0 = tosa.transpose_conv2d %a, %w, %b {out_pad = array<i64: 1, 0, 0, 0>, out_shape = array<i64: -1, 3, 1, -1>, stride = array<i64: 1, 1>} : (tensor<1x?x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>) -> tensor<1x?x?x1xf32>
  return %0 : tensor<1x?x?x1xf32>
}
func.func @wrong_extent(%a: tensor<1x2x1x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  %0 = tosa.transpose_conv2d %a, %w, %b {out_pad = array<i64: 1, 0, 0, 0>, out_shape = array<i64: -1, -1, -1, -1>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// CHECK: @dynamic_input: verified
// CHECK: @wrong_extent: verified (source is always undefined)

// BAD: @dynamic_input: FAILED
