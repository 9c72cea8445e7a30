// SOUNDNESS: wrong int-flags: the lowered row sum adds nsw that the wrapping spec does not have
// REQUIRES: mlir-opt-19
// The spec wraps; the mutant's addi overflows to poison where the spec's
// sum is defined.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_sum_i32.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '"arith.addi"\((%\d+), (%\d+)\) <\{overflowFlags = #arith.overflow<none>\}> : \(i32, i32\)' '"arith.addi"(\1, \2) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32)' < %t.low.mlir > %t.nsw.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.nsw.mlir | filecheck %s

// CHECK: FAILED  value = prophecy: memref.store at {{.*}}: the stored value is not the inferred spec element
// CHECK-NEXT: instance: {{.*}}(poison, which is undefined behaviour where it is stored)
// CHECK: @row_sum_i: FAILED (value = prophecy)
