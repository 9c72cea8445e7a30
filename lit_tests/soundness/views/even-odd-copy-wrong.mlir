// SOUNDNESS: wrong views: memref.copy of a buffer's even elements onto its odd ones, "lowered" to the copy the other way round; the source is defined (same stride, offsets of different parity)
// RUN: %expect-exit 1 -- tv-check %s %S/Inputs/odd-to-even.mlir | filecheck %s

func.func @f(%m: memref<8xf32>) {
  %even = memref.subview %m[0][4][2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %odd = memref.subview %m[1][4][2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  memref.copy %even, %odd : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[2], offset: 1>>
  return
}

// CHECK: @f: FAILED (memory mismatch)
