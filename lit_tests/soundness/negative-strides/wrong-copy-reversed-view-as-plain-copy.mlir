// SOUNDNESS: wrong negative-strides: memref.copy from a view of stride -1 replaced by a plain copy of its base (the order dropped)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

func.func @f(%m: memref<4xf32>, %o: memref<4xf32>) {
  %v = memref.reinterpret_cast %m to offset: [3], sizes: [4], strides: [-1] : memref<4xf32> to memref<4xf32, strided<[-1], offset: 3>>
  memref.copy %v, %o : memref<4xf32, strided<[-1], offset: 3>> to memref<4xf32>
  return
}

// ----- target

func.func @f(%m: memref<4xf32>, %o: memref<4xf32>) {
  memref.copy %m, %o : memref<4xf32> to memref<4xf32>
  return
}
