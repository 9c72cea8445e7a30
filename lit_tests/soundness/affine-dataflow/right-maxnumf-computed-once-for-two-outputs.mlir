// SOUNDNESS: right affine-dataflow: the source computes maxnumf once per output, the target once and stores it to both (the source may choose the same sign twice): verified
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: memref<1024xf32>, %b: memref<1024xf32>, %c: memref<1024xf32>, %d: memref<1024xf32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xf32>
    %y = affine.load %b[%i] : memref<1024xf32>
    %m = arith.maxnumf %x, %y : f32
    affine.store %m, %c[%i] : memref<1024xf32>
    %n = arith.maxnumf %x, %y : f32
    affine.store %n, %d[%i] : memref<1024xf32>
  }
  return
}

// ----- target

func.func @f(%a: memref<1024xf32>, %b: memref<1024xf32>, %c: memref<1024xf32>, %d: memref<1024xf32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xf32>
    %y = affine.load %b[%i] : memref<1024xf32>
    %m = arith.maxnumf %x, %y : f32
    affine.store %m, %c[%i] : memref<1024xf32>
    affine.store %m, %d[%i] : memref<1024xf32>
  }
  return
}

