// SOUNDNESS: wrong affine-dataflow: the source computes maxnumf once and stores it to two outputs; the target (fusion recomputing the producer) computes it once per output. maxnumf(+0, -0) is either zero, a choice per execution: the target's two outputs may differ in sign, the source's cannot (attack16: verified by the route, exit 0)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (
// CHECK: note: affine dataflow route: the final contents are not proved equal (one execution of an op that makes a choice (the sign of a zero, a NaN's bits) in the source against executions of two ops in the target, which may choose differently)

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

// ----- target

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
