// REQUIRES: mlir-opt-19
// Row sum: the reduction is a loop inside each thread.  The prophecy is at
// the reduce's yield, the store at the reduce.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/row_sum.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/row_sum.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      write in bounds: memref.store at {{.*}}row_sum.mlir:3:8
// CHECK: ok      value = prophecy: memref.store at {{.*}}row_sum.mlir:3:8: inferred @s's partial reduction
// CHECK: ok      final value: result 0 ({{.*}} = @s)
// CHECK: @row_sum: verified
