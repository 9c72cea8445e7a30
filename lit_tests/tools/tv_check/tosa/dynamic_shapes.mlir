// fully_connected and conv2d on dynamic extents (MLIR 19's
// tosa-infer-shapes tests hold them).  The specification's shape ERROR_IFs
// become UB where the extents break them (a window that does not tile
// the input, channels that differ), and the dot runs over a symbolic
// length.  Checked against the real lowerings (tosa-to-linalg-named and
// tosa-to-linalg) and against tosa-infer-shapes' refined result types;
// the mutants are compiler bugs: an output extent off by one, the bias
// read at the batch index, a result extent inferred wrong.
// REQUIRES: mlir-opt-19, heavy
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s > %t.lin.mlir
// RUN: %expect-exit 0 -- tv-check --accept-bounded %s %t.lin.mlir | filecheck %s
// RUN: %mutate 'arith.subi %1, %4' 'arith.subi %1, %3' < %t.lin.mlir > %t.oh.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function conv_dynamic_input %s %t.oh.mlir | filecheck %s --check-prefix=OH
// RUN: %mutate 'affine_map<\(d0, d1\) -> \(d1\)>' 'affine_map<(d0, d1) -> (d0)>' < %t.lin.mlir > %t.bias.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function fc_dynamic_batch %s %t.bias.mlir | filecheck %s --check-prefix=BIAS
// RUN: %mlir-opt --tosa-infer-shapes %s > %t.inferred.mlir
// RUN: %expect-exit 0 -- tv-check --accept-bounded --function conv_dead %s %t.inferred.mlir | filecheck %s --check-prefix=INFER
// RUN: %mutate 'tensor<\?x2x2x3xf32>' 'tensor<2x2x2x3xf32>' < %t.inferred.mlir > %t.badinfer.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function conv_dead %s %t.badinfer.mlir | filecheck %s --check-prefix=BADINFER

func.func @fc_dynamic_batch(%x: tensor<?x3xf32>, %w: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<?x2xf32> {
  %0 = tosa.fully_connected %x, %w, %b : (tensor<?x3xf32>, tensor<2x3xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

func.func @conv_dynamic_input(%x: tensor<?x?x?x2xf32>, %w: tensor<3x2x2x2xf32>, %b: tensor<3xf32>) -> tensor<?x?x?x3xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x?x?x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>) -> tensor<?x?x?x3xf32>
  return %0 : tensor<?x?x?x3xf32>
}

// A dead op: only its UB matters, and the inferred result type adds UB
// wherever the real extent differs from it.
func.func @conv_dead(%x: tensor<?x3x3x2xf32>, %w: tensor<3x2x2x2xf32>, %b: tensor<3xf32>) {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x3x3x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>) -> tensor<?x?x?x3xf32>
  return
}

// CHECK: @fc_dynamic_batch: verified
// CHECK: @conv_dynamic_input: verified
// CHECK: @conv_dead: verified
// OH: @conv_dynamic_input: FAILED
// BIAS: @fc_dynamic_batch: FAILED
// INFER: @conv_dead: verified
// BADINFER: @conv_dead: FAILED (target is undefined where the source is defined)
