// SOUNDNESS: wrong loop-memory: a buffer allocated in the loop body freed before its last load
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

func.func @f(%n: index, %in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %tmp = memref.alloc() : memref<2xf32>
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tmp[%c0] : memref<2xf32>
    %w = memref.load %tmp[%c0] : memref<2xf32>
    memref.store %w, %out[%i] : memref<8xf32>
    memref.dealloc %tmp : memref<2xf32>
  }
  return
}

// ----- target

func.func @f(%n: index, %in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %tmp = memref.alloc() : memref<2xf32>
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tmp[%c0] : memref<2xf32>
    memref.dealloc %tmp : memref<2xf32>
    %w = memref.load %tmp[%c0] : memref<2xf32>
    memref.store %w, %out[%i] : memref<8xf32>
  }
  return
}
