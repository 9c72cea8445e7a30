// SOUNDNESS: right tv-check: mlir-opt-19 --lower-affine of an affine.for with a max lower bound and a min upper bound (scf.for from maxsi to minsi) is the loop
// REQUIRES: mlir-opt-19
// The trip count depends on the arguments (0 to 4 iterations): the solver
// bounds it and each iteration runs under its condition.
// RUN: %mlir-opt --lower-affine %s > %t.mlir
// RUN: tv-check %s %t.mlir | filecheck %s

func.func @clipped_sum(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = max affine_map<(d0) -> (d0, 2)>(%a) to min affine_map<(d0) -> (d0, 6)>(%b)
      iter_args(%acc = %c0) -> (index) {
    %s = arith.addi %acc, %i : index
    affine.yield %s : index
  }
  return %r : index
}

// CHECK: @clipped_sum: verified
