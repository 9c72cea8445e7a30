// A window that does not tile its input exactly violates CONV2D's (and the
// poolings') ERROR_IF(OH != idiv_check(IH - 1 + pad_top + pad_bottom -
// (KH - 1) * dilation_y, stride_y) + 1): the op is UB on every input
// (tosa_accumulate._error_if_is_ub).  mlir-opt-19's tosa-to-linalg-named
// lowers such a conv2d (a 1x1 window with stride 2 over 4 rows) anyway:
// verified, the source being always undefined.  A target whose stride is
// made 3 on a 5-row input that stride 2 tiles is FAILED: the target is
// undefined where the source is not.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate --nth 2 'stride = array<i64: 2, 1>' 'stride = array<i64: 3, 1>' < %s > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @not_tiled(%a: tensor<1x4x1x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x2x1x1xf32> {
  %0 = tosa.conv2d %a, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>) -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}
func.func @tiled(%a: tensor<1x5x1x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x3x1x1xf32> {
  %0 = tosa.conv2d %a, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x5x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>) -> tensor<1x3x1x1xf32>
  return %0 : tensor<1x3x1x1xf32>
}

// CHECK: @not_tiled: verified (source is always undefined)
// CHECK: @tiled: verified

// BAD: @tiled: FAILED (target is undefined
