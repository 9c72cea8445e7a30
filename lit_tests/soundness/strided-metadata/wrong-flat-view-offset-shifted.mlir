// SOUNDNESS: wrong strided-metadata: the flat view's offset moved by one (first cell unwritten, one written outside)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

func.func @f(%m: memref<2x4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %v, %m[%i, %j] : memref<2x4xf32>
    }
  }
  return
}

// ----- target

func.func @f(%m: memref<2x4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 7 : index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<2x4xf32> -> memref<f32>, index, index, index, index, index
  %off1 = arith.addi %off, %c1 : index
  %flat = memref.reinterpret_cast %base to offset: [%off1], sizes: [8], strides: [1] : memref<f32> to memref<8xf32, strided<[1], offset: ?>>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %flat[%i] : memref<8xf32, strided<[1], offset: ?>>
  }
  return
}
