// SOUNDNESS: right int-flags: divsi by zero where the spec divides by the same zero
// REQUIRES: mlir-opt-19
// Where b[i] = 0 the spec has undefined behaviour too, so the lowered
// division may do anything there (it was FAILED, "undefined behaviour").
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/div_i32.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s

// CHECK: ok      value = prophecy
// CHECK: @div: verified
