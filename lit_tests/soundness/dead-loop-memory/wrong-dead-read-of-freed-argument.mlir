// SOUNDNESS: wrong dead-loop-memory: the dealloc of an argument moved before the dead nest that reads it (use after free hidden when the nest was dropped)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (affine.for at {{.*}}exceeds the unroll bound

func.func @f(%in: memref<300xf32>, %out: memref<300xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    %v = affine.load %in[%i] : memref<300xf32>
    affine.store %v, %a[%i] : memref<300xf32>
  }
  memref.dealloc %in : memref<300xf32>
  memref.dealloc %a : memref<300xf32>
  return
}

// ----- target

func.func @f(%arg0: memref<300xf32>, %arg1: memref<300xf32>) {
  %alloc = memref.alloc() : memref<300xf32>
  memref.dealloc %arg0 : memref<300xf32>
  affine.for %arg2 = 0 to 300 {
    %0 = affine.load %arg0[%arg2] : memref<300xf32>
    affine.store %0, %alloc[%arg2] : memref<300xf32>
  }
  memref.dealloc %alloc : memref<300xf32>
  return
}
