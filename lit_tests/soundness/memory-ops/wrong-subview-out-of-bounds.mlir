// SOUNDNESS: wrong memory-ops: a subview of 4 elements at offset 2 of a 4-element buffer
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xf32>
  return %x : f32
}

// ----- target

func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %a[2] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: 2>>
  %x = memref.load %s[%c0] : memref<4xf32, strided<[1], offset: 2>>
  %y = memref.load %s[%c0] : memref<4xf32, strided<[1], offset: 2>>
  %c3 = arith.constant 3 : index
  %w = memref.load %s[%c3] : memref<4xf32, strided<[1], offset: 2>>
  %x0 = memref.load %a[%c0] : memref<4xf32>
  return %x0 : f32
}
