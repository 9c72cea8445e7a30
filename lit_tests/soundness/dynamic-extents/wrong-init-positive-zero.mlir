// SOUNDNESS: wrong dynamic-extents: the sum's init -0.0 folded to +0.0 (the identity of addf is -0.0): an empty or all -0.0 memref sums to +0.0
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.constant -0.000000e\+00 : f32' 'arith.constant 0.000000e+00 : f32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --max-unknown-dimsize 4 %s %t.bad.mlir | filecheck %s
// CHECK: @sum: FAILED (return value mismatch)
// CHECK: source: -0.0
// CHECK: target: +0.0

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
