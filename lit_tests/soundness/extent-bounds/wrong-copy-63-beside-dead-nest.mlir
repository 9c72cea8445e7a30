// SOUNDNESS: wrong extent-bounds: a copy of min(n, 63) elements for n next to a dead scratch nest of 300 iterations (attack round 11: at the re-checks' wider extents the copy used the unroll budget, the dead nest went past it, every re-check was unsupported and the verdict stayed "verified for extents <= 50"; the re-checks now drop dead nests too)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

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
  scf.for %i = %c0 to %m step %c1 {
    %v = memref.load %in[%i] : memref<?xf32>
    memref.store %v, %out[%i] : memref<?xf32>
  }
  memref.dealloc %a : memref<300xf32>
  return
}
