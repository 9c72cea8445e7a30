// SOUNDNESS: right index-overflow: a load through a memref.subview at offset %n + %c-1 (bits of -1 at %n = 0), at the view's index 1, is the source's element %n: in bounds (the bound check read the offset as 2^64 - 1 and called the target undefined)
// RUN: %split-pair %s %t
// RUN: tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%m: memref<?xf32>, %n: index) -> f32 {
  %x = memref.load %m[%n] : memref<?xf32>
  return %x : f32
}

// ----- target

func.func @f(%m: memref<?xf32>, %n: index) -> f32 {
  %cm1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %a = arith.addi %n, %cm1 : index
  %v = memref.subview %m[%a] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  %x = memref.load %v[%c1] : memref<2xf32, strided<[1], offset: ?>>
  return %x : f32
}
