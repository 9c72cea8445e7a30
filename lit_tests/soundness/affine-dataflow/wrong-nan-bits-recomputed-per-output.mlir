// SOUNDNESS: wrong affine-dataflow: the source computes bits of addf (a NaN's bits through bitcast) once and stores them to two outputs; the target recomputes them per output. A NaN's bits are a choice per execution: the target's two outputs may differ, the source's cannot (attack16: verified by the route, exit 0)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (
// CHECK: note: affine dataflow route: the final contents are not proved equal (one execution of an op that makes a choice (the sign of a zero, a NaN's bits) in the source against executions of two ops in the target, which may choose differently)

func.func @f(%a: memref<1024xf32>, %b: memref<1024xf32>, %c: memref<1024xi32>, %d: memref<1024xi32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xf32>
    %y = affine.load %b[%i] : memref<1024xf32>
    %s = arith.addf %x, %y : f32
    %m = arith.bitcast %s : f32 to i32
    affine.store %m, %c[%i] : memref<1024xi32>
    affine.store %m, %d[%i] : memref<1024xi32>
  }
  return
}

// ----- target

func.func @f(%a: memref<1024xf32>, %b: memref<1024xf32>, %c: memref<1024xi32>, %d: memref<1024xi32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xf32>
    %y = affine.load %b[%i] : memref<1024xf32>
    %s = arith.addf %x, %y : f32
    %m = arith.bitcast %s : f32 to i32
    affine.store %m, %c[%i] : memref<1024xi32>
    %s2 = arith.addf %x, %y : f32
    %n = arith.bitcast %s2 : f32 to i32
    affine.store %n, %d[%i] : memref<1024xi32>
  }
  return
}
