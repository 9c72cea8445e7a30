// SOUNDNESS: wrong loop-memory: a hoisted scratch buffer read before it is written in the iteration (the previous iteration's value)
// The source reads its fresh buffer only after storing into it; the target reads the hoisted one first,
// so the value written to %out is the previous iteration's (uninitialized on the first: moved into %out).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

func.func @f(%n: index, %in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %tmp = memref.alloc() : memref<2xf32>
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tmp[%c0] : memref<2xf32>
    %w = memref.load %tmp[%c0] : memref<2xf32>
    memref.store %w, %out[%i] : memref<8xf32>
  }
  return
}

// ----- target

func.func @f(%n: index, %in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tmp = memref.alloc() : memref<2xf32>
  scf.for %i = %c0 to %n step %c1 {
    %w = memref.load %tmp[%c0] : memref<2xf32>
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tmp[%c0] : memref<2xf32>
    memref.store %w, %out[%i] : memref<8xf32>
  }
  return
}
