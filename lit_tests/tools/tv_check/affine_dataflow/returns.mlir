// REQUIRES: mlir-opt-19
// A function that returns one of its memref arguments (MLIR's
// affine-data-copy and loop-tiling tests): the result is that argument's
// view, the same on both sides, and its contents are compared with the
// other arguments'.  Tiled by -affine-loop-tile: verified; returning
// another argument, or a local buffer, is not.
// RUN: %mlir-opt -affine-loop-tile="tile-size=32" %s > %t.tile.mlir
// RUN: tv-check --memref-inputs-simple %s %t.tile.mlir | filecheck %s
// RUN: %mutate 'return %arg1 : memref<1024x1024xf32>' 'return %arg0 : memref<1024x1024xf32>' < %t.tile.mlir > %t.other.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose --no-confirm %s %t.other.mlir | filecheck %s --check-prefix=OTHER

// CHECK: @row_sums: verified

// OTHER: @row_sums: unsupported (
// OTHER: note: affine dataflow route: result 0 is argument 1 in the source and argument 0 in the target

func.func @row_sums(%A: memref<1024x1024xf32>, %S: memref<1024x1024xf32>) -> memref<1024x1024xf32> {
  affine.for %i = 0 to 1024 {
    affine.for %j = 1 to 1024 {
      %a = affine.load %A[%i, %j] : memref<1024x1024xf32>
      %s = affine.load %S[%i, %j - 1] : memref<1024x1024xf32>
      %t = arith.addf %s, %a : f32
      affine.store %t, %S[%i, %j] : memref<1024x1024xf32>
    }
  }
  return %S : memref<1024x1024xf32>
}
