// SOUNDNESS: wrong lifted-route: a loop bounded by dim(A) tiled, with the tile loop's bound read from dim(B) instead: right only where the dims are equal, which a lifted formula (assuming them equal) would hide; the route refuses dynamic shapes, and the ordinary check finds the undefined read
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt -affine-loop-tile="tile-size=32" %s | %mutate '(%dim = memref.dim %arg0, %c0 : memref<\?xf32>\n)' '\1    %dimb = memref.dim %arg1, %c0 : memref<?xf32>\n' | %mutate 'min #map1\(%arg2\)\[%dim\]' 'min #map1(%arg2)[%dimb]' > %t.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --lift-fallback --memref-inputs-simple --max-unroll 16 %s %t.mlir | filecheck %s
// CHECK: @scale: FAILED (target is undefined where the source is defined)

func.func @scale(%A: memref<?xf32>, %B: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %a = affine.load %A[%i] : memref<?xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %B[%i] : memref<?xf32>
  }
  return
}
