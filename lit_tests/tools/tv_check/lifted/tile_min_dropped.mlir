// REQUIRES: mlir-opt-19
// The lifted route, negative: the tiled matmul with the row tile's `min`
// dropped (a tile bound off by one tile: rows 12-14 of the last tile) is
// undefined behaviour where the source is proved defined: FAILED, shown by
// execution.
// RUN: %mlir-opt -affine-loop-tile="tile-size=5" %s > %t.tgt.mlir
// RUN: %mutate 'to min #map1\(%arg3\)' 'to affine_map<(d0) -> (d0 + 5)>(%arg3)' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --lift-fallback --no-dataflow-route --memref-inputs-simple %s %t.bad.mlir | filecheck %s

// CHECK: @matmul: FAILED (lifted route: the target differs from the source's proved formula: a run of the lowered code: undefined behaviour: index [12, 0] out of bounds of argument 2 [12, 6]

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
