func.func @f(%m: memref<8xf32>) {
  %even = memref.subview %m[0][4][2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %odd = memref.subview %m[1][4][2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  memref.copy %odd, %even : memref<4xf32, strided<[2], offset: 1>> to memref<4xf32, strided<[2]>>
  return
}
