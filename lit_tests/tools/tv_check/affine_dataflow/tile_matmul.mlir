// REQUIRES: mlir-opt-19
// The affine dataflow route: a 1024^3 matmul tiled by 32 (far past the
// unroll bound) is verified for its accumulation chain C[i,j] += ...,
// which the route closes by widening (tvmlir/polyhedral).  The dataflow
// takes memref arguments as disjoint arrays, as MLIR's affine passes do:
// with arguments of one element type, one of them written, that is
// --memref-inputs-simple's assumption (printed).
// RUN: %mlir-opt -affine-loop-tile="tile-size=32" %s > %t.tgt.mlir
// RUN: tv-check --memref-inputs-simple --verbose %s %t.tgt.mlir | filecheck %s
// A wrong operand in the tiled body (A[i, j] for A[i, k]), a mutated
// mlir-opt-19 output: not verified, the route says what differs.
// RUN: %mutate 'affine.load %arg0\[%arg6, %arg8\]' 'affine.load %arg0[%arg6, %arg7]' < %t.tgt.mlir > %t.wrong.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.wrong.mlir | filecheck %s --check-prefix=WRONG
// Without it (tv-check's default: arguments of one element type may alias)
// the route declines: were C to overlap A, the tiled nest would read
// other values.
// RUN: %expect-exit 2 -- tv-check --verbose %s %t.tgt.mlir | filecheck %s --check-prefix=ALIAS

// CHECK: @matmul: verified
// CHECK-NEXT: note: verified by the affine dataflow route (array dataflow, isl, for all sizes)
// CHECK: assumptions of the verified functions:
// CHECK-NEXT: @matmul: assumes memref arguments point to distinct blocks at offset 0 (--memref-inputs-simple)
// CHECK-NEXT: @matmul: assumes index is 64 bits wide (--index-bitwidth=64)

// WRONG: @matmul: unsupported (affine.for at
// WRONG: note: affine dataflow route: the final contents of argument 2 are not proved equal (different cells of the initial argument 0)

// ALIAS: @matmul: unsupported (affine.for at
// ALIAS: note: affine dataflow route: memref arguments 0 and 2 have one element type and may overlap, and one is written: the dataflow takes them as disjoint arrays (--memref-inputs-simple assumes they are)

func.func @matmul(%A: memref<1024x1024xf32>, %B: memref<1024x1024xf32>, %C: memref<1024x1024xf32>) {
  affine.for %i = 0 to 1024 {
    affine.for %j = 0 to 1024 {
      affine.for %k = 0 to 1024 {
        %a = affine.load %A[%i, %k] : memref<1024x1024xf32>
        %b = affine.load %B[%k, %j] : memref<1024x1024xf32>
        %c = affine.load %C[%i, %j] : memref<1024x1024xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<1024x1024xf32>
      }
    }
  }
  return
}
