// SOUNDNESS: wrong strided-metadata: expand-strided-metadata of an expand_shape of a strided subview with the outer stride 8 instead of 16
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

func.func @f(%a: memref<8x8xf32>, %d: memref<2x2x4xf32>, %i: index) {
  %s = memref.subview %a[%i, 0] [2, 8] [2, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[16, 1], offset: ?>>
  %c = memref.expand_shape %s [[0], [1, 2]] output_shape [2, 2, 4] : memref<2x8xf32, strided<[16, 1], offset: ?>> into memref<2x2x4xf32, strided<[16, 4, 1], offset: ?>>
  memref.copy %c, %d : memref<2x2x4xf32, strided<[16, 4, 1], offset: ?>> to memref<2x2x4xf32>
  return
}

// ----- target

#map = affine_map<()[s0] -> (s0 * 8)>
func.func @f(%arg0: memref<8x8xf32>, %arg1: memref<2x2x4xf32>, %arg2: index) {
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %0 = affine.apply #map()[%arg2]
  %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [2, 2, 4], strides: [8, 4, 1] : memref<f32> to memref<2x2x4xf32, strided<[8, 4, 1], offset: ?>>
  memref.copy %reinterpret_cast, %arg1 : memref<2x2x4xf32, strided<[8, 4, 1], offset: ?>> to memref<2x2x4xf32>
  return
}
