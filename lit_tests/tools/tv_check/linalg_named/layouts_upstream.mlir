// REQUIRES: mlir-opt-19, heavy
// The named convolution, pooling and contraction layouts tvmlir gives maps
// to (`linalg_named._FIXED`, `_WINDOWS`; MLIR 19's Dialect/Linalg
// named-ops.mlir, vectorize-convolution.mlir, rank-reduce-contraction-ops.mlir
// and generalize-named-ops.mlir use them) mean what mlir-opt-19's
// generalization of them means, strides, dilations and the operands' casts
// (`cast_signed`: i8 products accumulated in i32) included.  A wrong window,
// reduction or cast in the generalized target is FAILED.
// RUN: %mlir-opt --linalg-generalize-named-ops %s > %t.gen.mlir
// RUN: tv-check %s %t.gen.mlir | filecheck %s
// RUN: %mutate 'd2 \* 2 \+ d4 \* 2' 'd2 * 2 + d4' < %t.gen.mlir > %t.window.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.window.mlir | filecheck --check-prefix=WINDOW %s
// RUN: %mutate 'arith.maximumf' 'arith.minimumf' < %t.gen.mlir > %t.max.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.max.mlir | filecheck --check-prefix=MAX %s
// RUN: %mutate 'arith.extsi' 'arith.extui' < %t.gen.mlir > %t.cast.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.cast.mlir | filecheck --check-prefix=CAST %s

func.func @conv_1d_ncw_fcw(%input: tensor<1x2x5xf32>, %filter: tensor<2x2x2xf32>, %init: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
         ins(%input, %filter : tensor<1x2x5xf32>, tensor<2x2x2xf32>)
         outs(%init : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

func.func @depthwise_conv_1d_ncw_cw(%input: tensor<1x2x4xf32>, %filter: tensor<2x2xf32>, %init: tensor<1x2x3xf32>) -> tensor<1x2x3xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
         ins(%input, %filter : tensor<1x2x4xf32>, tensor<2x2xf32>)
         outs(%init : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}

func.func @pooling_nwc_sum(%input: tensor<1x5x2xf32>, %window: tensor<2xf32>, %init: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %0 = linalg.pooling_nwc_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
         ins(%input, %window : tensor<1x5x2xf32>, tensor<2xf32>)
         outs(%init : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

func.func @pooling_ndhwc_max(%input: tensor<1x2x1x1x1xf32>, %window: tensor<2x1x1xf32>, %init: tensor<1x1x1x1x1xf32>) -> tensor<1x1x1x1x1xf32> {
  %0 = linalg.pooling_ndhwc_max {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
         ins(%input, %window : tensor<1x2x1x1x1xf32>, tensor<2x1x1xf32>)
         outs(%init : tensor<1x1x1x1x1xf32>) -> tensor<1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1xf32>
}

func.func @batch_vecmat_i8(%lhs: tensor<2x3xi8>, %rhs: tensor<2x3x2xi8>, %init: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = linalg.batch_vecmat ins(%lhs, %rhs : tensor<2x3xi8>, tensor<2x3x2xi8>)
                           outs(%init : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @batch_matmul_transpose_a(%a: tensor<1x3x2xf32>, %b: tensor<1x3x2xf32>, %init: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %0 = linalg.batch_matmul_transpose_a ins(%a, %b : tensor<1x3x2xf32>, tensor<1x3x2xf32>)
                                       outs(%init : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

// CHECK: @conv_1d_ncw_fcw: verified
// CHECK-NEXT: @depthwise_conv_1d_ncw_cw: verified
// CHECK-NEXT: @pooling_nwc_sum: verified
// CHECK-NEXT: @pooling_ndhwc_max: verified
// CHECK-NEXT: @batch_vecmat_i8: verified
// CHECK-NEXT: @batch_matmul_transpose_a: verified

// WINDOW: @conv_1d_ncw_fcw: FAILED (return value mismatch)
// MAX: @pooling_ndhwc_max: FAILED (return value mismatch)
// CAST: @batch_vecmat_i8: FAILED (return value mismatch)
