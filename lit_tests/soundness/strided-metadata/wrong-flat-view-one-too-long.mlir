// SOUNDNESS: wrong strided-metadata: the flat reinterpret_cast 9 elements long (writes past the buffer)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

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
  %c8 = arith.constant 9 : index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<2x4xf32> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [%off], sizes: [9], strides: [1] : memref<f32> to memref<9xf32, strided<[1], offset: ?>>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %flat[%i] : memref<9xf32, strided<[1], offset: ?>>
  }
  return
}
