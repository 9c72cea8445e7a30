// SOUNDNESS: wrong tv-check: mlir-opt-19 --lower-affine of an affine.for with a min upper bound, the lowered bound 6 turned into 7 (one iteration too many when %b > 6)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --lower-affine %s > %t.mlir
// RUN: %mutate 'arith.constant 6 : index' 'arith.constant 7 : index' < %t.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s

func.func @clipped_sum(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = max affine_map<(d0) -> (d0, 2)>(%a) to min affine_map<(d0) -> (d0, 6)>(%b)
      iter_args(%acc = %c0) -> (index) {
    %s = arith.addi %acc, %i : index
    affine.yield %s : index
  }
  return %r : index
}

// CHECK: @clipped_sum: FAILED (return value mismatch)
// CHECK: %b =
