// SOUNDNESS: right view-types: a lowered window read through a subview at [3] whose type says offset 3, as MLIR infers it (tv-check)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @window: verified

func.func @window(%a: memref<8xf32>, %b: memref<4xf32>) {
  %s = memref.subview %a[3][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 3>>
  memref.copy %s, %b : memref<4xf32, strided<[1], offset: 3>> to memref<4xf32>
  return
}

// ----- target

func.func @window(%a: memref<8xf32>, %b: memref<4xf32>) {
  %s = memref.subview %a[3][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 3>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %s[%i] : memref<4xf32, strided<[1], offset: 3>>
    memref.store %x, %b[%i] : memref<4xf32>
  }
  return
}
