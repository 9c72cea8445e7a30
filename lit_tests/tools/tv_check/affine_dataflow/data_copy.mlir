// REQUIRES: mlir-opt-19
// -affine-data-copy-generate (without DMA): each operand is copied into a
// local buffer, the nest computes on the buffers, the output is copied
// back.  Verified by the affine dataflow route through the local buffers.
// RUN: %mlir-opt -affine-data-copy-generate="generate-dma=false fast-mem-space=0" %s > %t.tgt.mlir
// RUN: tv-check --memref-inputs-simple --verbose %s %t.tgt.mlir | filecheck %s
// A copy-in loop one column short: the nest reads a buffer cell no store
// wrote, which is undefined in the target.
// RUN: %mutate 'affine.for %arg4 = 0 to 64' 'affine.for %arg4 = 0 to 63' < %t.tgt.mlir > %t.short.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.short.mlir | filecheck %s --check-prefix=SHORT
// The copy-back writing the rows one off (row i + 1 of the buffer, and
// past its end).
// RUN: %mutate --nth -1 'affine.load %alloc_8\[%arg3, %arg4\]' 'affine.load %alloc_8[%arg3 + 1, %arg4]' < %t.tgt.mlir > %t.shift.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.shift.mlir | filecheck %s --check-prefix=SHIFT

// CHECK: @matmul: verified
// CHECK-NEXT: note: verified by the affine dataflow route

// SHORT: @matmul: unsupported (
// SHORT: note: affine dataflow route: affine.load at {{.*}}: the target may read local memory no store wrote (undefined)

// SHIFT: @matmul: unsupported (
// SHIFT: note: affine dataflow route: affine.load at {{.*}}: the target may access out of bounds where the source is defined

func.func @matmul(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 64 {
        %a = affine.load %A[%i, %k] : memref<64x64xf32>
        %b = affine.load %B[%k, %j] : memref<64x64xf32>
        %c = affine.load %C[%i, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}
