// SOUNDNESS: right loop-memory: a scratch buffer allocated and freed in every iteration, hoisted out of the loop (allocated once, freed after it)
// The hoisted buffer is a block the target has and the source does not: the body proof holds for any contents it has.
// RUN: %split-pair %s %t
// RUN: tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%lb: index, %ub: index, %step: index, %in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %step {
    %tmp = memref.alloc() : memref<2xf32>
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tmp[%c0] : memref<2xf32>
    %w = memref.load %tmp[%c0] : memref<2xf32>
    %s = arith.addf %w, %w : f32
    memref.store %s, %out[%i] : memref<8xf32>
    memref.dealloc %tmp : memref<2xf32>
  }
  return
}

// ----- target

func.func @f(%lb: index, %ub: index, %step: index, %in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %tmp = memref.alloc() : memref<2xf32>
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tmp[%c0] : memref<2xf32>
    %w = memref.load %tmp[%c0] : memref<2xf32>
    %s = arith.addf %w, %w : f32
    memref.store %s, %out[%i] : memref<8xf32>
  }
  memref.dealloc %tmp : memref<2xf32>
  return
}
