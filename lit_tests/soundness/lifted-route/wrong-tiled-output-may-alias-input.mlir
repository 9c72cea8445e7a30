// SOUNDNESS: wrong lifted-route: a matmul tiled by -affine-loop-tile, checked without --memref-inputs-simple: the output may alias an input of its element type (tv-check's default), and then tiling changes which products see already-written cells; the lifted route assumes disjoint arrays and must not answer
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt -affine-loop-tile="tile-size=5" %s > %t.mlir
// RUN: %expect-exit 2 -- tv-check --lift-fallback --max-unroll 16 %s %t.mlir | filecheck %s
// CHECK: @matmul: unsupported (

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
