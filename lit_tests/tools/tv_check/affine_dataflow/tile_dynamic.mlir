// REQUIRES: mlir-opt-19
// A matmul of dynamic sizes tiled by 32 (partial tiles bounded by
// min(d0 + 32, size)): verified for all sizes by the affine dataflow
// route, where the source is defined (every access in bounds).
// RUN: %mlir-opt -affine-loop-tile="tile-size=32" %s > %t.tgt.mlir
// RUN: tv-check --memref-inputs-simple --verbose %s %t.tgt.mlir | filecheck %s
// Its wrong variants are in tile_partial.mlir (static sizes: the ordinary
// check takes long on these dynamic ones after the route declines).

// CHECK: @matmul: verified
// CHECK-NEXT: note: verified by the affine dataflow route (array dataflow, isl, for all sizes)
// CHECK: @matmul: assumes each dynamic extent of a memref argument is below 2^48 (the memory behind it holds fewer than 2^48 elements, --max-block-bits)

func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %C, %c0 : memref<?x?xf32>
  %N = memref.dim %C, %c1 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      affine.for %k = 0 to %K {
        %a = affine.load %A[%i, %k] : memref<?x?xf32>
        %b = affine.load %B[%k, %j] : memref<?x?xf32>
        %c = affine.load %C[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}
