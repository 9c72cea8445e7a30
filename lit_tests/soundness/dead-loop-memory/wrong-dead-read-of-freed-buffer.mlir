// SOUNDNESS: wrong dead-loop-memory: the dealloc of a live local buffer moved before the dead nest copying it out (use after free)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (affine.for at {{.*}}exceeds the unroll bound

func.func @f(%in: memref<300xf32>, %out: memref<4xf32>) {
  %b = memref.alloc() : memref<300xf32>
  %d = memref.alloc() : memref<300xf32>
  memref.copy %in, %b : memref<300xf32> to memref<300xf32>
  %x = affine.load %b[0] : memref<300xf32>
  affine.store %x, %out[0] : memref<4xf32>
  affine.for %i = 0 to 300 {
    %v = affine.load %b[%i] : memref<300xf32>
    affine.store %v, %d[%i] : memref<300xf32>
  }
  memref.dealloc %b : memref<300xf32>
  memref.dealloc %d : memref<300xf32>
  return
}

// ----- target

func.func @f(%arg0: memref<300xf32>, %arg1: memref<4xf32>) {
  %alloc = memref.alloc() : memref<300xf32>
  %alloc_0 = memref.alloc() : memref<300xf32>
  memref.copy %arg0, %alloc : memref<300xf32> to memref<300xf32>
  %0 = affine.load %alloc[0] : memref<300xf32>
  affine.store %0, %arg1[0] : memref<4xf32>
  memref.dealloc %alloc : memref<300xf32>
  affine.for %arg2 = 0 to 300 {
    %1 = affine.load %alloc[%arg2] : memref<300xf32>
    affine.store %1, %alloc_0[%arg2] : memref<300xf32>
  }
  memref.dealloc %alloc_0 : memref<300xf32>
  return
}
