// REQUIRES: mlir-opt-19
// A 1000^3 matmul tiled by 32: the last tile of each loop is partial
// (min(d0 + 32, 1000)).  Verified by the affine dataflow route; its wrong
// variants are not.
// RUN: %mlir-opt -affine-loop-tile="tile-size=32" %s > %t.tgt.mlir
// RUN: tv-check --memref-inputs-simple %s %t.tgt.mlir | filecheck %s
// A tile bound that skips the last row, column and k (min(d0 + 32, 999)):
// the last C cells differ.
// RUN: %mutate '\(d0 \+ 32, 1000\)' '(d0 + 32, 999)' < %t.tgt.mlir > %t.skip.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.skip.mlir | filecheck %s --check-prefix=SKIP
// A tile bound without the min: the last tile runs past the end.
// RUN: %mutate '\(d0 \+ 32, 1000\)' '(d0 + 32)' < %t.tgt.mlir > %t.past.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.past.mlir | filecheck %s --check-prefix=PAST
// Tiles of 31 where 32 are stepped over: the 32nd of each is skipped.
// RUN: %mutate '\(d0 \+ 32, 1000\)' '(d0 + 31, 1000)' < %t.tgt.mlir > %t.gap.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.gap.mlir | filecheck %s --check-prefix=GAP

// CHECK: @matmul: verified

// SKIP: @matmul: unsupported (
// SKIP: note: affine dataflow route: the final contents of argument 2 are not proved equal (arith.addf in the source against the initial value of argument 2 in the target)

// PAST: @matmul: unsupported (
// PAST: note: affine dataflow route: affine.load at {{.*}}: the target may access out of bounds where the source is defined

// GAP: @matmul: unsupported (
// GAP: note: affine dataflow route: the final contents of argument 2 are not proved equal (

func.func @matmul(%A: memref<1000x1000xf32>, %B: memref<1000x1000xf32>, %C: memref<1000x1000xf32>) {
  affine.for %i = 0 to 1000 {
    affine.for %j = 0 to 1000 {
      affine.for %k = 0 to 1000 {
        %a = affine.load %A[%i, %k] : memref<1000x1000xf32>
        %b = affine.load %B[%k, %j] : memref<1000x1000xf32>
        %c = affine.load %C[%i, %j] : memref<1000x1000xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<1000x1000xf32>
      }
    }
  }
  return
}
