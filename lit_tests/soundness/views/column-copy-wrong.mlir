// SOUNDNESS: wrong views: a column copy whose lowering writes the column after the next; the views' address ranges intersect but no element is shared, so the source is defined (it was taken as always undefined, and anything verified)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt -linalg-generalize-named-ops %s > %t.tgt.mlir
// RUN: %mutate '%arg0\[0, 1\]' '%arg0[0, 2]' < %t.tgt.mlir | %mutate --all 'offset: 1>' 'offset: 2>' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s

func.func @col(%m: memref<4x4xf32>) {
  %c0 = memref.subview %m[0, 0][4, 1][1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4]>>
  %c1 = memref.subview %m[0, 1][4, 1][1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: 1>>
  linalg.copy ins(%c0 : memref<4xf32, strided<[4]>>) outs(%c1 : memref<4xf32, strided<[4], offset: 1>>)
  return
}

// CHECK: @col: FAILED (memory mismatch)
