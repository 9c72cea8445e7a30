// REQUIRES: mlir-opt-19
// affine.max (its own op, never taken for affine.min) and
// affine.delinearize_index, which xDSL 0.74 lacks.  tv-check gives
// affine.max the meaning -lower-affine gives it (a signed max): the
// lowering verifies, and a lowering that takes the min or an unsigned max
// fails.
// RUN: %mlir-opt %s > %t.up
// RUN: tv-opt --reader native %s | %mlir-opt > %t.ours
// RUN: diff %t.ours %t.up
// RUN: %mlir-opt --mlir-print-op-generic %s | tv-opt --reader native | %mlir-opt > %t.fromgen
// RUN: diff %t.fromgen %t.up
// RUN: %mlir-opt --lower-affine %s > %t.low.mlir
// RUN: tv-check --reader native --function clamp %s %t.low.mlir | filecheck %s
// RUN: %mutate 'arith.maxsi' 'arith.minsi' < %t.low.mlir > %t.min.mlir
// RUN: %expect-exit 1 -- tv-check --reader native --function clamp %s %t.min.mlir | filecheck %s --check-prefix=BAD
// RUN: %mutate 'arith.maxsi' 'arith.maxui' < %t.low.mlir > %t.unsigned.mlir
// RUN: %expect-exit 1 -- tv-check --reader native --function clamp %s %t.unsigned.mlir | filecheck %s --check-prefix=BAD
// RUN: %expect-exit 2 -- tv-check --reader native --function split %s %s | filecheck %s --check-prefix=SPLIT
#m = affine_map<(d0)[s0] -> (d0 - s0, 0)>
func.func @clamp(%i: index, %n: index) -> index {
  %0 = affine.max #m(%i)[%n]
  return %0 : index
}
func.func @split(%i: index, %n: index) -> (index, index) {
  %1:2 = affine.delinearize_index %i into (%n, %n) : index, index
  return %1#0, %1#1 : index, index
}
// CHECK: @clamp: verified
// BAD: @clamp: FAILED (return value mismatch)
// SPLIT: @split: unsupported (affine.delinearize_index at {{.*}}affine-max.mlir:25:10: a basis that is not positive constants)
