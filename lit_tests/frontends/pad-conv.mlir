// REQUIRES: mlir-opt-19
// `Conv2d(padding=1)` as Torch-MLIR exports it: `tensor.pad` of the input
// with 0.0, then the convolution.  --annotate writes the pad as a fill and
// an insert_slice (passes/pad_as_insert.py); both lowerings bufferize the
// insert_slice to a subview and a copy, which --verify follows.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s
// RUN: filecheck %s --check-prefix=LOW < %t.ours.mlir
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
//
// The padding offset off by one (the input copied to [1, 2] instead of
// [1, 1]): the convolution reads the input one column off.
// RUN: %mutate 'static_offsets = array<i64: 0, 0, 1, 1>' 'static_offsets = array<i64: 0, 0, 1, 2>' < %t.up.mlir | %mutate --all 'strided<\[25, 25, 5, 1\], offset: 6>' 'strided<[25, 25, 5, 1], offset: 7>' > %t.offset.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.offset.mlir | filecheck %s --check-prefix=OFFSET
// The pad value changed in the lowered code (0.0 -> 1.0; the padding's
// fill and the convolution's init share the constant).
// RUN: tv-opt -p 'annotate,lower' --print-op-generic %s | %mutate 'value = 0.000000e\+00 : f32' 'value = 1.000000e+00 : f32' > %t.value.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.value.mlir | filecheck %s --check-prefix=VALUE
//
// tv-check: the padded convolution against itself after fusion.
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)' %s > %t.fused.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.fused.mlir | filecheck %s --check-prefix=TV

// CHECK: ok      value = prophecy
// CHECK: @conv: verified
// LOW: memref.subview %{{.*}}[0, 0, 1, 1] [1, 1, 3, 3] [1, 1, 1, 1] : memref<1x1x5x5xf32> to memref<1x1x3x3xf32, strided<[25, 25, 5, 1], offset: 6>>
// LOW: "memref.copy"
// OFFSET: FAILED  value = prophecy: tv.prophesy at {{.*}}pad-conv.mlir:43:8: the stored value is not the prophesied spec element
// OFFSET: @conv: FAILED (value = prophecy)
// VALUE: FAILED  value = prophecy
// VALUE: @conv: FAILED (value = prophecy)
// TV: @conv: verified

func.func @conv(%x: tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[[0.5, -1.0, 0.25], [2.0, 1.0, -0.5], [0.125, 4.0, -2.0]]]]> : tensor<1x1x3x3xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x1x3x3xf32> to tensor<1x1x5x5xf32>
  %e = tensor.empty() : tensor<1x1x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%p, %w : tensor<1x1x5x5xf32>, tensor<1x1x3x3xf32>) outs(%f : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  return %y : tensor<1x1x3x3xf32>
}
