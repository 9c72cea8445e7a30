// REQUIRES: mlir-opt-19
// A source that reads an element of a local buffer no store wrote before,
// on every input (refinement/dead_loops.always_undefined): undefined
// everywhere, so any target refines it.  MLIR 19's own test
// (Dialect/Affine/loop-tiling-validity.mlir): the first iteration reads
// A[0, 0] of a fresh buffer (4,096 iterations, past the unroll bound;
// before: unsupported).  Variants whose read is not always of unwritten
// memory are in dead_loops.mlir (@uninit_*).
// RUN: %mlir-opt -affine-loop-tile="tile-size=32" %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.tgt.mlir | filecheck %s
// Since session 31 the encoding finds it before the isl rule is asked:
// the nest is summarized (past the unroll bound), and its first
// iteration's UB is the source's (loop_pairing.py), here on every input.
// CHECK: @illegal_loop_with_diag_dependence: verified (source is always undefined)
// CHECK-NEXT: assumptions of the verified functions:
// CHECK: assumes a scf.for that is not unrolled ends
//
// (A[i, -1] at j = 0 is out of bounds too.)  The buffer filled first and
// the second read made A[i, j]: no longer undefined, and past the unroll
// bound.
// RUN: %mutate '  affine.for %i = 0 to 64 \{\n    affine.for %j' '  %z = arith.constant 0.0 : f32\n  affine.for %x = 0 to 64 {\n    affine.for %y = 0 to 64 {\n      affine.store %z, %A[%x, %y] : memref<64x64xf32>\n    }\n  }\n  affine.for %i = 0 to 64 {\n    affine.for %j' < %s | %mutate '%j - 1\]' '%j]' > %t.filled.mlir
// RUN: %expect-exit 2 -- tv-check %t.filled.mlir %t.tgt.mlir | filecheck %s --check-prefix=FILLED
// FILLED: @illegal_loop_with_diag_dependence: unsupported (affine.for at {{.*}}exceeds the unroll bound

func.func @illegal_loop_with_diag_dependence() {
  %A = memref.alloc() : memref<64x64xf32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %0 = affine.load %A[%j, %i] : memref<64x64xf32>
      %1 = affine.load %A[%i, %j - 1] : memref<64x64xf32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
