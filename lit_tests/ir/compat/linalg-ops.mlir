// REQUIRES: mlir-opt-19
// linalg of MLIR 19 beyond xDSL 0.74: linalg.map and linalg.reduce in
// their short form (`{ arith.addf }`) and with a body, linalg.softmax,
// elemwise_unary / elemwise_binary with their #linalg.*_fn attributes, and
// OpDSL named ops xDSL lacks (conv_1d_ncw_fcw, mmt4d,
// batch_matmul_transpose_b, pooling_nwc_max).  Read by tvmlir's reader
// alone, printed as mlir-opt-19 prints them, read back from its generic
// form.
// RUN: %mlir-opt %s > %t.up
// RUN: tv-opt --reader native %s | %mlir-opt > %t.ours
// RUN: diff %t.ours %t.up
// RUN: %mlir-opt --mlir-print-op-generic %s | tv-opt --reader native | %mlir-opt > %t.fromgen
// RUN: diff %t.fromgen %t.up
// (linalg-fn-attrs.mlir: a function attribute is never ignored.)
// The short-form reduce is the generic reduction mlir-opt-19 makes of it.
// RUN: %mlir-opt --linalg-generalize-named-ops %s -o %t.gen.mlir
// RUN: tv-check --reader native --function row_sum %s %t.gen.mlir | filecheck %s --check-prefix=SUM
// RUN: %mutate --nth -1 'arith.addf %out, %in' 'arith.mulf %out, %in' < %t.gen.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --reader native --function row_sum %s %t.bad.mlir | filecheck %s --check-prefix=BADSUM
// Malformed: an unknown function attribute value; a payload op that does not exist.
// RUN: %mutate --nth -1 'unary_fn<exp>' 'unary_fn<expo>' < %s > %t.fn.mlir
// RUN: %bad-input tv-opt --reader native %t.fn.mlir | filecheck %s --check-prefix=FN
func.func @ops(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %r: tensor<8xf32>) -> (tensor<8x16xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%a : tensor<8x16xf32>)
  %1 = linalg.reduce { arith.maximumf } ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>) dimensions = [1]
  %2 = linalg.map ins(%a : tensor<8x16xf32>) outs(%b : tensor<8x16xf32>)
    (%x: f32) {
      %n = arith.negf %x : f32
      linalg.yield %n : f32
    }
  %3 = linalg.softmax dimension(1) ins(%a : tensor<8x16xf32>) outs(%b : tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = linalg.elemwise_unary {fun = #linalg.unary_fn<exp>} ins(%a : tensor<8x16xf32>) outs(%b : tensor<8x16xf32>) -> tensor<8x16xf32>
  %5 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%a, %a : tensor<8x16xf32>, tensor<8x16xf32>) outs(%b : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<8x16xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}
func.func @named(%i: tensor<2x3x6xf32>, %k: tensor<2x3x5xf32>, %o: tensor<2x2x2xf32>, %l: tensor<2x4x8x4xf32>, %m: tensor<3x4x8x4xf32>, %c: tensor<2x3x8x8xf32>, %x: tensor<2x4x8xf32>, %y: tensor<2x5x8xf32>, %z: tensor<2x4x5xf32>, %p: tensor<1x8x3xf32>, %w: tensor<3xf32>, %q: tensor<1x6x3xf32>) -> (tensor<2x2x2xf32>, tensor<2x3x8x8xf32>, tensor<2x4x5xf32>, tensor<1x6x3xf32>) {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i, %k : tensor<2x3x6xf32>, tensor<2x3x5xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %1 = linalg.mmt4d ins(%l, %m : tensor<2x4x8x4xf32>, tensor<3x4x8x4xf32>) outs(%c : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  %2 = linalg.batch_matmul_transpose_b ins(%x, %y : tensor<2x4x8xf32>, tensor<2x5x8xf32>) outs(%z : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %3 = linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%p, %w : tensor<1x8x3xf32>, tensor<3xf32>) outs(%q : tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  return %0, %1, %2, %3 : tensor<2x2x2xf32>, tensor<2x3x8x8xf32>, tensor<2x4x5xf32>, tensor<1x6x3xf32>
}
func.func @row_sum(%a: tensor<4x8xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  return %0 : tensor<4xf32>
}
// SUM: @row_sum: verified
// BADSUM: @row_sum: FAILED
// FN: fn.mlir:32:54: error: unknown #linalg.unary_fn value 'expo'
