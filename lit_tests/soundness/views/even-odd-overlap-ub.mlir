// SOUNDNESS: right views: a memref.copy between views of one stride whose offsets differ by a multiple of it shares elements: UB, so the source is always undefined
// RUN: tv-check %s %s | filecheck %s

func.func @f(%m: memref<8xf32>) {
  %a = memref.subview %m[0][3][2] : memref<8xf32> to memref<3xf32, strided<[2]>>
  %b = memref.subview %m[2][3][2] : memref<8xf32> to memref<3xf32, strided<[2], offset: 2>>
  memref.copy %a, %b : memref<3xf32, strided<[2]>> to memref<3xf32, strided<[2], offset: 2>>
  return
}

// CHECK: @f: verified (source is always undefined)
