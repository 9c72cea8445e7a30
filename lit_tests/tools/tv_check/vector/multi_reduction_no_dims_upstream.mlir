// REQUIRES: mlir-opt-19
// A vector.multi_reduction with no reduction dimension is a no-op: the
// source (MLIR 19's fold, as Dialect/Vector/canonicalize.mlir's
// @masked_vector_multi_reduction_single_parallel checks it, and
// --lower-vector-multi-reduction agree; upstream later fixed the
// higher-rank canonicalization that combined the accumulator in,
// llvm-project #129415).  It was FAILED: tvmlir combined the accumulator.
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @masked_single_parallel: verified
//
// The accumulator returned instead: wrong.
// RUN: %mutate 'return %arg0' 'return %arg1' < %t.tgt.mlir > %t.acc.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.acc.mlir | filecheck %s --check-prefix=ACC
// ACC: @masked_single_parallel: FAILED (return value mismatch)

func.func @masked_single_parallel(%arg0: vector<2xf32>, %acc: vector<2xf32>, %mask: vector<2xi1>) -> vector<2xf32> {
  %0 = vector.mask %mask { vector.multi_reduction <mul>, %arg0, %acc [] : vector<2xf32> to vector<2xf32> } : vector<2xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}
