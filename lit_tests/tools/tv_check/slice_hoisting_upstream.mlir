// REQUIRES: mlir-opt-19
// tensor.extract_slice is Pure in MLIR 19 (speculatable), so
// -loop-invariant-code-motion hoists it out of a loop that may run zero
// times.  An out-of-bounds slice is therefore no UB by itself; a use of it
// is (semantics/tensor.py, `Interp.defer_ub`).  It used to be UB at once:
// the hoisted slice made the target "undefined" at n = 0 (a false alarm).
// RUN: %mlir-opt --loop-invariant-code-motion %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @hoisted_from_loop: verified
//
// The loop running whatever n is: the slice is used where the source's is
// not, so an out-of-bounds offset is UB in the target only.
// RUN: %mutate 'to %%0 step' 'to %%c2 step' < %t.tgt.mlir > %t.always.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.always.mlir | filecheck %s --check-prefix=ALWAYS
// ALWAYS: @hoisted_from_loop: FAILED (target is undefined where the source is defined)
//
// The hoisted slice at another offset: other values, and out of bounds
// where the source's is not (the model z3 returns shows the values).
// RUN: %mutate '%%arg0\[%%arg1\] \[4\]' '%%arg0[%%c1] [4]' < %t.tgt.mlir > %t.offset.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.offset.mlir | filecheck %s --check-prefix=OFFSET
// OFFSET: @hoisted_from_loop: FAILED (return value mismatch)

func.func @hoisted_from_loop(%t: tensor<?xf32>, %o: index, %n: index, %acc0: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ub = arith.minui %n, %c2 : index
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %acc0) -> (f32) {
    %s = tensor.extract_slice %t[%o] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %e = tensor.extract %s[%i] : tensor<4xf32>
    %b = arith.addf %a, %e : f32
    scf.yield %b : f32
  }
  return %r : f32
}
