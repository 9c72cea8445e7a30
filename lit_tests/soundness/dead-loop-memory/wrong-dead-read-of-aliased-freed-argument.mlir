// SOUNDNESS: wrong dead-loop-memory: the dealloc of another argument (which may alias the one read) moved above the dead nest: a use after free when they alias
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (affine.for at {{.*}}exceeds the unroll bound

func.func @f(%in: memref<300xf32>, %other: memref<300xf32>, %out: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    %v = affine.load %in[%i] : memref<300xf32>
    affine.store %v, %a[%i] : memref<300xf32>
  }
  affine.store %cst, %out[0] : memref<4xf32>
  memref.dealloc %other : memref<300xf32>
  memref.dealloc %a : memref<300xf32>
  return
}

// ----- target

func.func @f(%arg0: memref<300xf32>, %arg1: memref<300xf32>, %arg2: memref<4xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  %alloc = memref.alloc() : memref<300xf32>
  affine.store %cst, %arg2[0] : memref<4xf32>
  memref.dealloc %arg1 : memref<300xf32>
  affine.for %arg3 = 0 to 300 {
    %0 = affine.load %arg0[%arg3] : memref<300xf32>
    affine.store %0, %alloc[%arg3] : memref<300xf32>
  }
  memref.dealloc %alloc : memref<300xf32>
  return
}
