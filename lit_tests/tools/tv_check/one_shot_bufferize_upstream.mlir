// REQUIRES: mlir-opt-19
// mlir-opt-19's one-shot-bufferize (tensor signatures kept: to_memref,
// subviews, copies, to_tensor) and fold-memref-alias-ops after it verify
// against the tensor program.  Mutants of the real output: the slice
// read one column late, the copy into the result dropped, and the
// matmul's fill value changed, each fail with the reason.
// RUN: %mlir-opt --one-shot-bufferize %s > %t.osb.mlir
// RUN: tv-check %s %t.osb.mlir | filecheck %s
// RUN: %mlir-opt --one-shot-bufferize --fold-memref-alias-ops %s > %t.fma.mlir
// RUN: tv-check %s %t.fma.mlir | filecheck %s
// CHECK: @slice_add: verified
// CHECK-NEXT: @matmul_fill: verified
//
// RUN: %mutate 'subview %%2\[2, 0\]' 'subview %%2[2, 1]' < %t.osb.mlir > %t.late.mlir
// RUN: %expect-exit 1 -- tv-check --succinct --function slice_add %s %t.late.mlir | filecheck %s --check-prefix=LATE
// LATE: @slice_add: FAILED (return value mismatch)
// RUN: %mutate 'memref.copy %%alloc, %%subview_1 .*' '' < %t.osb.mlir > %t.nocopy.mlir
// RUN: %expect-exit 1 -- tv-check --succinct --function slice_add %s %t.nocopy.mlir | filecheck %s --check-prefix=NOCOPY
// NOCOPY: @slice_add: FAILED (return value mismatch)
// RUN: %mutate '0.000000e\+00' '1.000000e+00' < %t.osb.mlir > %t.fill.mlir
// RUN: %expect-exit 1 -- tv-check --succinct --function matmul_fill %s %t.fill.mlir | filecheck %s --check-prefix=FILL
// FILL: @matmul_fill: FAILED (return value mismatch)

func.func @slice_add(%a: tensor<8x8xf32>, %b: tensor<2x4xf32>) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %a[2, 0] [2, 4] [1, 1] : tensor<8x8xf32> to tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %t = linalg.add ins(%s, %b : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = tensor.insert_slice %t into %a[2, 4] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

func.func @matmul_fill(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
