// SOUNDNESS: wrong strided-metadata: a reinterpret_cast whose row stride is the column stride (rows overlap, second row unwritten)
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
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<2x4xf32> -> memref<f32>, index, index, index, index, index
  %view = memref.reinterpret_cast %base to offset: [%off], sizes: [2, 4], strides: [%st#1, %st#1] : memref<f32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %v, %view[%i, %j] : memref<2x4xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}
