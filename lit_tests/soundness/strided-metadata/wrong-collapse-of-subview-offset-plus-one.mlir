// SOUNDNESS: wrong strided-metadata: expand-strided-metadata of a collapse_shape of a subview with the offset 8i + 1
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

func.func @f(%a: memref<8x8xf32>, %d: memref<24xf32>, %i: index) {
  %s = memref.subview %a[%i, 0] [3, 8] [1, 1] : memref<8x8xf32> to memref<3x8xf32, strided<[8, 1], offset: ?>>
  %c = memref.collapse_shape %s [[0, 1]] : memref<3x8xf32, strided<[8, 1], offset: ?>> into memref<24xf32, strided<[1], offset: ?>>
  memref.copy %c, %d : memref<24xf32, strided<[1], offset: ?>> to memref<24xf32>
  return
}

// ----- target

#map = affine_map<()[s0] -> (s0 * 8 + 1)>
func.func @f(%arg0: memref<8x8xf32>, %arg1: memref<24xf32>, %arg2: index) {
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %0 = affine.apply #map()[%arg2]
  %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [24], strides: [1] : memref<f32> to memref<24xf32, strided<[1], offset: ?>>
  memref.copy %reinterpret_cast, %arg1 : memref<24xf32, strided<[1], offset: ?>> to memref<24xf32>
  return
}
