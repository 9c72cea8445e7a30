// SOUNDNESS: right int-flags: tile_reduction_using_for of a wrapping i32 row sum
// REQUIRES: mlir-opt-19
// Without flags the sum wraps: associative and commutative mod 2^32, so
// the partial sums are proved as sets of reduced elements.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_sum_i32.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_for.mlir %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s

// CHECK: ok      reduction complete:
// CHECK: @row_sum_i: verified
