// SOUNDNESS: right view-types: a row of a matrix read through memref.collapse_shape of a subview, the collapsed type at offset 4 as MLIR computes it (tv-check)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @row: verified

func.func @row(%a: memref<4x4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %a[%c1, %c2] : memref<4x4xf32>
  return %x : f32
}

// ----- target

func.func @row(%a: memref<4x4xf32>) -> f32 {
  %s = memref.subview %a[1, 0][1, 4][1, 1] : memref<4x4xf32> to memref<1x4xf32, strided<[4, 1], offset: 4>>
  %r = memref.collapse_shape %s [[0, 1]] : memref<1x4xf32, strided<[4, 1], offset: 4>> into memref<4xf32, strided<[1], offset: 4>>
  %c2 = arith.constant 2 : index
  %x = memref.load %r[%c2] : memref<4xf32, strided<[1], offset: 4>>
  return %x : f32
}
