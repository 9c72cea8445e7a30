// SOUNDNESS: wrong memory-ops: reinterpret_cast at offset 1 reading past the end of the buffer
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: memref<4xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %x = memref.load %a[%c3] : memref<4xf32>
  return %x : f32
}

// ----- target

func.func @f(%a: memref<4xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %b = memref.reinterpret_cast %a to offset: [1], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: 1>>
  %x = memref.load %b[%c3] : memref<4xf32, strided<[1], offset: 1>>
  return %x : f32
}
