// REQUIRES: mlir-opt-19
// Other affine loop transformations on nests past the unroll bound, each
// verified by the affine dataflow route: unroll-and-jam (with a remainder
// loop), loop-invariant code motion, scalar replacement of a reduction's
// loads and stores, and tiling followed by normalization.
// RUN: %mlir-opt -affine-loop-unroll-jam="unroll-jam-factor=4" %s > %t.uj.mlir
// RUN: tv-check --memref-inputs-simple %s %t.uj.mlir | filecheck %s
// RUN: %mlir-opt -affine-loop-invariant-code-motion %s > %t.licm.mlir
// RUN: tv-check --memref-inputs-simple %s %t.licm.mlir | filecheck %s
// RUN: %mlir-opt -affine-scalrep %s > %t.scalrep.mlir
// RUN: tv-check --memref-inputs-simple %s %t.scalrep.mlir | filecheck %s
// RUN: %mlir-opt -affine-loop-tile="tile-size=32" -affine-loop-normalize %s > %t.norm.mlir
// RUN: tv-check --memref-inputs-simple %s %t.norm.mlir | filecheck %s
// Unroll-and-jam whose remainder loop is dropped: the last row's sum is
// the initial value in the target.
// RUN: %mutate 'affine.for %arg2 = 1020 to 1022' 'affine.for %arg2 = 1021 to 1022' < %t.uj.mlir > %t.uj_short.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.uj_short.mlir | filecheck %s --check-prefix=SHORT

// CHECK: @row_sums: verified
// CHECK: @stencil: verified

// SHORT: @row_sums: unsupported (
// SHORT: note: affine dataflow route: the final contents of argument 1 are not proved equal (arith.addf in the source against the initial value of argument 1 in the target)

func.func @row_sums(%A: memref<1022x1024xf32>, %S: memref<1022xf32>) {
  affine.for %i = 0 to 1022 {
    affine.for %j = 0 to 1024 {
      %a = affine.load %A[%i, %j] : memref<1022x1024xf32>
      %s = affine.load %S[%i] : memref<1022xf32>
      %t = arith.addf %s, %a : f32
      affine.store %t, %S[%i] : memref<1022xf32>
    }
  }
  return
}

func.func @stencil(%A: memref<1026xf32>, %B: memref<1026xf32>, %w: f32) {
  affine.for %t = 0 to 4 {
    affine.for %i = 1 to 1025 {
      %l = affine.load %A[%i - 1] : memref<1026xf32>
      %m = affine.load %A[%i] : memref<1026xf32>
      %r = affine.load %A[%i + 1] : memref<1026xf32>
      %s = arith.addf %l, %m : f32
      %s2 = arith.addf %s, %r : f32
      %s3 = arith.mulf %s2, %w : f32
      affine.store %s3, %B[%i] : memref<1026xf32>
    }
  }
  return
}
