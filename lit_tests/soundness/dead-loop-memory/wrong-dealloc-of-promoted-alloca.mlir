// SOUNDNESS: wrong dead-loop-memory: -promote-buffers-to-stack keeping the dealloc of a dead scratch buffer (a dealloc of alloca memory is UB; was verified once the nests were dropped, attack round 11)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (affine.for at {{.*}}exceeds the unroll bound

func.func @f(%out: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<200xf32>
  affine.for %i = 0 to 200 {
    affine.store %cst, %a[%i] : memref<200xf32>
  }
  affine.for %i = 0 to 200 {
    %v = affine.load %a[%i] : memref<200xf32>
    %w = arith.addf %v, %cst : f32
    affine.store %w, %a[%i] : memref<200xf32>
  }
  memref.dealloc %a : memref<200xf32>
  affine.store %cst, %out[0] : memref<4xf32>
  return
}

// ----- target

func.func @f(%arg0: memref<4xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  %alloca = memref.alloca() : memref<200xf32>
  affine.for %arg1 = 0 to 200 {
    affine.store %cst, %alloca[%arg1] : memref<200xf32>
  }
  affine.for %arg1 = 0 to 200 {
    %0 = affine.load %alloca[%arg1] : memref<200xf32>
    %1 = arith.addf %0, %cst : f32
    affine.store %1, %alloca[%arg1] : memref<200xf32>
  }
  memref.dealloc %alloca : memref<200xf32>
  affine.store %cst, %arg0[0] : memref<4xf32>
  return
}
