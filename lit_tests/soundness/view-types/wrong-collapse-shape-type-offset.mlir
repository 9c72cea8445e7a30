// SOUNDNESS: wrong view-types: a row of a matrix read through memref.collapse_shape whose result type says offset 5 where the source view's layout implies 4 (compiled code reads by the static type): invalid MLIR, it was read by the source view (tv-check)
// RUN: %split-pair %s %t
// RUN: %bad-input tv-check %t.src.mlir %t.tgt.mlir 2>&1 | filecheck %s
// CHECK: tgt.mlir:17:8: error: 'memref.collapse_shape' op expected collapsed type to be 'memref<4xf32, strided<[1], offset: 4>>' but found 'memref<4xf32, strided<[1], offset: 5>>'

func.func @row(%a: memref<4x4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %a[%c1, %c2] : memref<4x4xf32>
  return %x : f32
}

// ----- target

func.func @row(%a: memref<4x4xf32>) -> f32 {
  %s = memref.subview %a[1, 0][1, 4][1, 1] : memref<4x4xf32> to memref<1x4xf32, strided<[4, 1], offset: 4>>
  %r = memref.collapse_shape %s [[0, 1]] : memref<1x4xf32, strided<[4, 1], offset: 4>> into memref<4xf32, strided<[1], offset: 5>>
  %c2 = arith.constant 2 : index
  %x = memref.load %r[%c2] : memref<4xf32, strided<[1], offset: 5>>
  return %x : f32
}
