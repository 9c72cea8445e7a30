// SOUNDNESS: right int-flags: an nsw row sum lowered in order: the stored sum is poison exactly where the spec's is
// REQUIRES: mlir-opt-19
// The GPU pipeline keeps the spec's order; where a partial sum overflows,
// the spec's stage is poison too, and anything refines it (it was FAILED,
// "poison stored").
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_sum_i32_nsw.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s

// CHECK: ok      value = prophecy
// CHECK: @row_sum_i: verified
