// SOUNDNESS: right affine-dataflow: a function of local buffers only (no memref argument, no result): its only observable behaviour is definedness, and the fused target (mlir-opt-19 -affine-loop-fusion) reads only what it wrote; verified
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK-NEXT: note: verified by the affine dataflow route

func.func @f() {
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc() : memref<1024xf32>
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 1024 {
    affine.store %cst, %a[%i] : memref<1024xf32>
  }
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %b[%i] : memref<1024xf32>
  }
  return
}

// ----- target

module {
  func.func @f() {
    %alloc = memref.alloc() : memref<1xf32>
    %alloc_0 = memref.alloc() : memref<1024xf32>
    %cst = arith.constant 1.000000e+00 : f32
    affine.for %arg0 = 0 to 1024 {
      affine.store %cst, %alloc[0] : memref<1xf32>
      %0 = affine.load %alloc[0] : memref<1xf32>
      %1 = arith.addf %0, %0 : f32
      affine.store %1, %alloc_0[%arg0] : memref<1024xf32>
    }
    return
  }
}
