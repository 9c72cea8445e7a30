// REQUIRES: mlir-opt-19, heavy
// "Collapsing non-contiguous dimensions is undefined behavior" (MLIR 19,
// MemRefOps.td): a collapse of a view whose strides are dynamic is UB
// unless each group is contiguous at run time (semantics/memref.py,
// `_collapsed_stride`).  One-Shot Bufferize (as MLIR's
// Dialect/Tensor/bufferize.mlir runs it) copies a slice before collapsing
// it, since the slice need not be contiguous: verified.
// RUN: %mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization copy-before-write unknown-type-conversion=identity-layout-map" -cse > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @collapse_of_slice: verified
//
// Without the copy, the subview itself collapsed (valid MLIR: its first
// stride is dynamic, so the verifier cannot tell): UB when the source's
// rows are longer than 4.
// RUN: %mutate 'memref.collapse_shape %alloc \[\[0, 1\]\] : memref<2x4xf32> into memref<8xf32>\n(\s*)%1 = bufferization.to_tensor %collapse_shape : memref<8xf32>' 'memref.collapse_shape %%subview [[0, 1]] : memref<2x4xf32, strided<[?, 1], offset: ?>> into memref<8xf32, strided<[1], offset: ?>>\n\1%%1 = bufferization.to_tensor %%collapse_shape : memref<8xf32, strided<[1], offset: ?>>' < %t.tgt.mlir > %t.nocopy.mlir
// RUN: %mlir-opt %t.nocopy.mlir > %t.nocopy.checked.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.nocopy.mlir | filecheck %s --check-prefix=NOCOPY
// NOCOPY: @collapse_of_slice: FAILED (target is undefined where the source is defined)

func.func @collapse_of_slice(%t: tensor<?x?xf32>, %o: index) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[%o, 0] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %c : tensor<8xf32>
}
