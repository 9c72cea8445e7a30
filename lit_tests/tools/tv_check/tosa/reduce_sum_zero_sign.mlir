// REQUIRES: mlir-opt-19
// MLIR's canonicalizer folds a tosa.reduce_sum over a unit axis to its
// input (Dialect/Tosa/canonicalize.mlir, @reduce_sum_fold), which keeps a
// -0.0 where the pseudocode's `acc = 0; acc = acc + x` gives +0.0.  TOSA's
// precision requirement for REDUCE_SUM is the dot-product error bound,
// which cannot tell the zeros apart: a zero sum may take either sign, the
// source's choice (angelic) and the target's (demonic).  Printed as an
// assumption.  Nonzero sums stay exact.
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @reduce_sum_fold: verified
// CHECK: assumes a zero TOSA float reduce_sum may be -0.0 or +0.0
//
// The fold negating its input: wrong for every nonzero input.
// RUN: %mutate 'return %arg0 : tensor<4x1xf32>' '%n = tosa.negate %arg0 : (tensor<4x1xf32>) -> tensor<4x1xf32>\n    return %n : tensor<4x1xf32>' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: @reduce_sum_fold: FAILED (return value mismatch)
//
// The other direction: a target's reduce_sum may return -0.0 for a zero
// sum, so it does not refine `x + 0.0` (+0.0 for a -0.0 input).
// RUN: %expect-exit 1 -- tv-check %S/Inputs/add_zero.mlir %S/Inputs/reduce_sum_unit.mlir | filecheck %s --check-prefix=DEMONIC
// DEMONIC: @f: FAILED (return value mismatch)
// DEMONIC: target: -0.0

func.func @reduce_sum_fold(%arg0: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
