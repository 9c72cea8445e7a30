// SOUNDNESS: right negative-strides: expand-strided-metadata of a copy from subview [%o] [4] [%s], unedited (any sign of %s)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: memref<16xf32>, %d: memref<4xf32>, %o: index, %s: index) {
  %v = memref.subview %a[%o] [4] [%s] : memref<16xf32> to memref<4xf32, strided<[?], offset: ?>>
  memref.copy %v, %d : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  return
}

// ----- target

func.func @f(%arg0: memref<16xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: index) {
  %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<16xf32> -> memref<f32>, index, index, index
  %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%arg2], sizes: [4], strides: [%arg3] : memref<f32> to memref<4xf32, strided<[?], offset: ?>>
  memref.copy %reinterpret_cast, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  return
}
