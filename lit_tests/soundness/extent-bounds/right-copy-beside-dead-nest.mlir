// SOUNDNESS: right extent-bounds: the copy of all n elements next to a dead scratch nest: verified past the constants (the re-check drops the dead nest)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified for extents <= 64

func.func @f(%in: memref<?xf32>, %out: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    affine.store %cst, %a[%i] : memref<300xf32>
  }
  memref.copy %in, %out : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<300xf32>
  return
}

// ----- target

func.func @f(%in: memref<?xf32>, %out: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c31 = arith.constant 31 : index
  %c63 = arith.ori %c32, %c31 : index
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 step 4 {
    affine.store %cst, %a[%i] : memref<300xf32>
    affine.store %cst, %a[%i + 1] : memref<300xf32>
    affine.store %cst, %a[%i + 2] : memref<300xf32>
    affine.store %cst, %a[%i + 3] : memref<300xf32>
  }
  %n = memref.dim %in, %c0 : memref<?xf32>
  %m = arith.minsi %n, %c63 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %in[%i] : memref<?xf32>
    memref.store %v, %out[%i] : memref<?xf32>
  }
  memref.dealloc %a : memref<300xf32>
  return
}
