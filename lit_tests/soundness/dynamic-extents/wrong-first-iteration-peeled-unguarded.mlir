// SOUNDNESS: wrong dynamic-extents: a sum over a dynamic memref whose first iteration is peeled (acc = m[0], loop from 1) without a guard: m of size 0 is read at [0]
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'scf.for %arg1 = %c0 to %dim step %c1 iter_args\(%arg2 = %cst\)' 'scf.for %arg1 = %c1 to %dim step %c1 iter_args(%arg2 = %%first)' | %mutate '(    %dim = memref.dim %arg0, %c0 : memref<\?xf32>)' '\1\n    %%first = memref.load %arg0[%c0] : memref<?xf32>' > %t.bad.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --max-unknown-dimsize 4 %s %t.bad.mlir | filecheck %s
// EXP: %first = memref.load %arg0[%c0]
// EXP: scf.for %arg1 = %c1 to %dim step %c1 iter_args(%arg2 = %first)
// CHECK: @sum: FAILED (target is undefined where the source is defined)
// CHECK: %m = memref 0 in block

func.func @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant -0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    %b = arith.addf %a, %v : f32
    scf.yield %b : f32
  }
  return %r : f32
}
