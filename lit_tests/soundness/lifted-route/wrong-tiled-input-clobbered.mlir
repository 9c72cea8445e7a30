// SOUNDNESS: wrong lifted-route: the tiled matmul also zeroes the input A's cell [0, 0] after the nest: the output is the source's formula, but an input is not preserved
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt -affine-loop-tile="tile-size=5" %s | %mutate '(\n)(\s*)return' '\1\2affine.store %cst, %arg0[0, 0] : memref<12x4xf32>\1\2return' > %t.mlir
// RUN: %expect-exit 1 -- tv-check --lift-fallback --memref-inputs-simple %s %t.mlir | filecheck %s
// CHECK: @matmul: FAILED (lifted route: the target differs from the source's proved formula: the outputs: confirmed by execution: argument %arg0 (not returned, must keep its input) [0, 0]

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
