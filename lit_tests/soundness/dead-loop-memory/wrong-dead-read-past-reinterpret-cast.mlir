// SOUNDNESS: wrong dead-loop-memory: a dead nest reading 400 elements through a reinterpret_cast of a 300-element argument (past the block; the access is the UB)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (affine.for at {{.*}}exceeds the unroll bound

func.func @f(%in: memref<300xf32>, %out: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %v = memref.reinterpret_cast %in to offset: [0], sizes: [300], strides: [1] : memref<300xf32> to memref<300xf32>
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    %x = affine.load %v[%i] : memref<300xf32>
    affine.store %x, %a[%i] : memref<300xf32>
  }
  memref.dealloc %a : memref<300xf32>
  affine.store %cst, %out[0] : memref<4xf32>
  return
}

// ----- target

func.func @f(%arg0: memref<300xf32>, %arg1: memref<4xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [400], strides: [1] : memref<300xf32> to memref<400xf32>
  %alloc = memref.alloc() : memref<400xf32>
  affine.for %arg2 = 0 to 400 {
    %0 = affine.load %reinterpret_cast[%arg2] : memref<400xf32>
    affine.store %0, %alloc[%arg2] : memref<400xf32>
  }
  memref.dealloc %alloc : memref<400xf32>
  affine.store %cst, %arg1[0] : memref<4xf32>
  return
}
