// REQUIRES: mlir-opt-19
// Loop interchange by mlir-opt-19's -test-loop-permutation, which does
// not check legality.  Here it breaks a dependence: A[i, j] reads
// A[i - 1, j + 1], which the interchanged nest has not written yet.  The
// affine dataflow route finds the source's value against the target's
// initial one and declines; at 256x256 nothing else decides.
// RUN: %mlir-opt -test-loop-permutation="permutation-map=1,0" %s > %t.tgt.mlir
// RUN: %expect-exit 2 -- tv-check --verbose %s %t.tgt.mlir | filecheck %s
// At 6x6 the ordinary check unrolls both nests and fails the pair.
// RUN: sed 's/256/6/g; s/255/5/g' %s > %t.small.mlir
// RUN: %mlir-opt -test-loop-permutation="permutation-map=1,0" %t.small.mlir > %t.small.tgt.mlir
// RUN: %expect-exit 1 -- tv-check %t.small.mlir %t.small.tgt.mlir | filecheck %s --check-prefix=SMALL
// A legal interchange (a transpose copy): verified.
// RUN: %mlir-opt -test-loop-permutation="permutation-map=1,0" %S/Inputs/transpose.mlir > %t.tr.mlir
// RUN: tv-check --memref-inputs-simple %S/Inputs/transpose.mlir %t.tr.mlir | filecheck %s --check-prefix=LEGAL

// CHECK: @sweep: unsupported (
// CHECK: note: affine dataflow route: the final contents of argument 0 are not proved equal (arith.addf in the source against the initial value of argument 0 in the target)

// SMALL: @sweep: FAILED (

// LEGAL: @transpose: verified

func.func @sweep(%A: memref<256x256xf32>) {
  affine.for %i = 1 to 256 {
    affine.for %j = 0 to 255 {
      %u = affine.load %A[%i - 1, %j + 1] : memref<256x256xf32>
      %v = affine.load %A[%i, %j] : memref<256x256xf32>
      %s = arith.addf %u, %v : f32
      affine.store %s, %A[%i, %j] : memref<256x256xf32>
    }
  }
  return
}
