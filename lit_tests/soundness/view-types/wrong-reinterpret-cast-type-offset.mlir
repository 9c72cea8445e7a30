// SOUNDNESS: wrong view-types: a window read through memref.reinterpret_cast whose operands say offset 19 and whose type says offset 20 (compiled code reads by the static type): invalid MLIR, it was read by the operands (tv-check)
// RUN: %split-pair %s %t
// RUN: %bad-input tv-check %t.src.mlir %t.tgt.mlir 2>&1 | filecheck %s
// CHECK: tgt.mlir:15:8: error: 'memref.reinterpret_cast' op expected result type with offset = 19 instead of 20

func.func @window(%a: memref<8x8xf32>, %b: memref<4x4xf32>) {
  %s = memref.subview %a[2, 3][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 19>>
  memref.copy %s, %b : memref<4x4xf32, strided<[8, 1], offset: 19>> to memref<4x4xf32>
  return
}

// ----- target

func.func @window(%a: memref<8x8xf32>, %b: memref<4x4xf32>) {
  %s = memref.reinterpret_cast %a to offset: [19], sizes: [4, 4], strides: [8, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 20>>
  memref.copy %s, %b : memref<4x4xf32, strided<[8, 1], offset: 20>> to memref<4x4xf32>
  return
}
