// REQUIRES: mlir-opt-19
// The lifted route: the tiled matmul normalized (every loop from 0 by 1,
// the indices recomputed with affine.apply, the partial tiles' bounds
// `min(5, 12 - 5 i)`).
// RUN: %mlir-opt -affine-loop-tile="tile-size=5" -affine-loop-normalize %s > %t.tgt.mlir
// RUN: tv-check --lift-fallback --no-dataflow-route --memref-inputs-simple --verbose %s %t.tgt.mlir | filecheck %s

// CHECK: @matmul: verified
// CHECK-NEXT: note: lifted route: the source is proved to compute arg2[i,j] = sum_k(0.0; arg0[i,k] * arg1[k,j])

func.func @matmul(%A: memref<12x4xf32>, %B: memref<4x6xf32>, %C: memref<12x6xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 6 {
      affine.store %cst, %C[%i, %j] : memref<12x6xf32>
      affine.for %k = 0 to 4 {
        %a = affine.load %A[%i, %k] : memref<12x4xf32>
        %b = affine.load %B[%k, %j] : memref<4x6xf32>
        %p = arith.mulf %a, %b : f32
        %c = affine.load %C[%i, %j] : memref<12x6xf32>
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<12x6xf32>
      }
    }
  }
  return
}
