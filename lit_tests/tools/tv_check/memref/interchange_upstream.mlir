// REQUIRES: mlir-opt-19, heavy
// A loop interchange by mlir-opt-19's transform dialect (the output channel
// loop moved innermost, after the window loops) of a generalized
// convolution on memrefs.  Each side's undefined behaviour quantifies over
// its loops in its own order; the source's instances at the target's
// witnesses are also taken in the orders that match the loops' static
// extents (refinement/ub_witness.py), without which this timed out.  The
// interchanged loops reading the window transposed fail.
// RUN: %mlir-opt --linalg-generalize-named-ops %s > %t.gen.mlir
// RUN: %mlir-opt --transform-preload-library="transform-library-paths=%S/Inputs/interchange_conv_loops.mlir" --transform-interpreter %t.gen.mlir > %t.ich.mlir
// RUN: tv-check %s %t.ich.mlir | filecheck %s
// CHECK: @conv: verified
// RUN: %mutate '\(d0, d1 \+ d3, d2 \+ d4, d5\)' '(d0, d1 + d4, d2 + d3, d5)' < %t.ich.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: @conv: FAILED (memory mismatch)

func.func @conv(%input: memref<1x4x4x2xf32>, %filter: memref<3x3x2x2xf32>, %output: memref<1x2x2x2xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%input, %filter : memref<1x4x4x2xf32>, memref<3x3x2x2xf32>) outs(%output : memref<1x2x2x2xf32>)
  return
}
