// SOUNDNESS: wrong negative-strides: expand-strided-metadata of a copy from subview [%o] [4] [%s] whose stride goes through i32 and index_castui (right for 0 <= %s < 2^31 only)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

func.func @f(%a: memref<16xf32>, %d: memref<4xf32>, %o: index, %s: index) {
  %v = memref.subview %a[%o] [4] [%s] : memref<16xf32> to memref<4xf32, strided<[?], offset: ?>>
  memref.copy %v, %d : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  return
}

// ----- target

func.func @f(%arg0: memref<16xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: index) {
  %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<16xf32> -> memref<f32>, index, index, index
  %s32 = arith.index_cast %arg3 : index to i32
  %sz = arith.index_castui %s32 : i32 to index
  %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%arg2], sizes: [4], strides: [%sz] : memref<f32> to memref<4xf32, strided<[?], offset: ?>>
  memref.copy %reinterpret_cast, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  return
}
