// SOUNDNESS: wrong view-types: a lowered window read whose subview type says offset 20 while its operands say [2, 3] (offset 19): invalid MLIR, it was verified (tv-check)
// RUN: %split-pair %s %t
// RUN: %bad-input tv-check %t.src.mlir %t.tgt.mlir 2>&1 | filecheck %s
// CHECK: tgt.mlir:15:8: error: 'memref.subview' op expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: 19>>' or a rank-reduced version. (mismatch of result layout)

func.func @window(%a: memref<8x8xf32>, %b: memref<4x4xf32>) {
  %s = memref.subview %a[2, 3][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 19>>
  memref.copy %s, %b : memref<4x4xf32, strided<[8, 1], offset: 19>> to memref<4x4xf32>
  return
}

// ----- target

func.func @window(%a: memref<8x8xf32>, %b: memref<4x4xf32>) {
  %s = memref.subview %a[2, 3][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 20>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %x = memref.load %s[%i, %j] : memref<4x4xf32, strided<[8, 1], offset: 20>>
      memref.store %x, %b[%i, %j] : memref<4x4xf32>
    }
  }
  return
}
