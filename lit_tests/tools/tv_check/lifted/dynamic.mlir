// REQUIRES: mlir-opt-19
// The lifted route refuses dynamic shapes: lifted, this loop (bounded by
// `dim(%A, 0)`, as MLIR's loop-tiling.mlir bounds its nests) is
// `B = A + A` only where the lift's proof assumes dim(A) = dim(B), while
// the source is also defined where B is longer (its tail kept); and a tiled
// loop bounded by the wrong dim would hide under that assumption.
// RUN: %mlir-opt -affine-loop-tile="tile-size=32" %s > %t.tgt.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --lift-fallback --no-dataflow-route --verbose --memref-inputs-simple --max-unroll 16 %s %t.tgt.mlir | filecheck %s

// CHECK: @scale: unsupported (affine.for at
// CHECK: note: lifted route: argument 0 has a dynamic shape (the lifted formula would assume dim equalities the source does not require)

func.func @scale(%A: memref<?xf32>, %B: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %a = affine.load %A[%i] : memref<?xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %B[%i] : memref<?xf32>
  }
  return
}
