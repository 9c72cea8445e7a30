// REQUIRES: mlir-opt-19
// The lifted route takes memref arguments as disjoint arrays; tv-check
// assumes that only under --memref-inputs-simple (by default arguments of
// one element type may alias, and a tiled matmul whose output aliases an
// input computes another function).  Without the option the route says
// why it does not apply, and the ordinary verdict stands (--max-unroll 16
// only makes the ordinary check give up sooner).
// RUN: %mlir-opt -affine-loop-tile="tile-size=5" %s > %t.tgt.mlir
// RUN: %expect-exit 2 -- tv-check --lift-fallback --no-dataflow-route --verbose --max-unroll 16 %s %t.tgt.mlir | filecheck %s
// Off (the default), the route leaves no note.
// RUN: %expect-exit 2 -- tv-check --no-dataflow-route --verbose --max-unroll 16 %s %t.tgt.mlir | filecheck %s --check-prefix=OFF

// CHECK: @matmul: unsupported (affine.for at
// CHECK: note: lifted route: every memref argument may alias another (one element type), which the lifted formula does not model (--memref-inputs-simple assumes they do not)
// OFF: @matmul: unsupported (affine.for at
// OFF-NOT: lifted route

func.func @matmul(%A: memref<12x4xf32>, %B: memref<4x6xf32>, %C: memref<12x6xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 6 {
      affine.store %cst, %C[%i, %j] : memref<12x6xf32>
      affine.for %k = 0 to 4 {
        %a = affine.load %A[%i, %k] : memref<12x4xf32>
        %b = affine.load %B[%k, %j] : memref<4x6xf32>
        %p = arith.mulf %a, %b : f32
        %c = affine.load %C[%i, %j] : memref<12x6xf32>
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<12x6xf32>
      }
    }
  }
  return
}
