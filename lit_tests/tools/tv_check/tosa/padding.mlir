// REQUIRES: heavy, mlir-opt-19, mlir-tv-corpus
// Convolution padding, as the TOSA specification writes it: a window
// position in the padding is either skipped or, when the implementation-
// defined `tosa_extra_multiplies()` holds, multiplied in as a zero input.
// tvmlir makes that a nondeterministic choice of the source (one per
// function), so a lowering that pads with 0.0 and multiplies (tosa-to-
// linalg) verifies, and so would one that skips.  Under --use-neg-zero the
// padding zero is -0.0, like the lowering's `tensor.pad` zero (printed).
//
// mlir-tv's long-opts/tosa-to-linalg/depthwise2 (expected VERIFY, with
// --use-neg-zero; unsupported before; its abstract rounds get a tenth of
// the timeout each, so a loaded machine needs the longer one):
// RUN: tv-check --succinct --use-neg-zero --smt-to 100000 %mlir-tv-corpus/long-opts/tosa-to-linalg/depthwise2.src.mlir %mlir-tv-corpus/long-opts/tosa-to-linalg/depthwise2.tgt.mlir | filecheck %s --check-prefix=CORPUS
// CORPUS: @depthwise2: verified
// CORPUS: assumes TOSA convolution padding is -0.0, not the specification's +0.0 (--use-neg-zero)
// Padding moved from the top to the bottom rows: FAILED.
// RUN: %mutate 'low\[0, 1, 1, 0\] high\[0, 1, 1, 0\]' 'low[0, 0, 1, 0] high[0, 2, 1, 0]' < %mlir-tv-corpus/long-opts/tosa-to-linalg/depthwise2.tgt.mlir > %t.moved.mlir
// RUN: filecheck %s --check-prefix=MOVED-IR < %t.moved.mlir
// MOVED-IR: tensor.pad %arg0 low[0, 0, 1, 0] high[0, 2, 1, 0]
// RUN: %expect-exit 1 -- tv-check --succinct --use-neg-zero --smt-to 100000 %mlir-tv-corpus/long-opts/tosa-to-linalg/depthwise2.src.mlir %t.moved.mlir | filecheck %s --check-prefix=MOVED
// MOVED: @depthwise2: FAILED (return value mismatch)
//
// mlir-opt-19's own lowering of a padded depthwise convolution (one
// product per output, so the bias order does not matter) verifies; with
// the padding on one side only it fails.
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check --succinct %s %t.tgt.mlir | filecheck %s --check-prefix=UPSTREAM
// UPSTREAM: @dw: verified
// RUN: %mutate 'low\[0, 1, 1, 0\] high\[0, 1, 1, 0\]' 'low[0, 2, 1, 0] high[0, 0, 1, 0]' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: @dw: FAILED (return value mismatch)

func.func @dw(%x: tensor<1x3x3x2xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x5x5x2xf32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf32>, tensor<1x1x2x1xf32>, tensor<2xf32>) -> tensor<1x5x5x2xf32>
  return %0 : tensor<1x5x5x2xf32>
}
