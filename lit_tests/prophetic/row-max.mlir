// REQUIRES: mlir-opt-19
// Row max from -inf in a fresh buffer: a fill kernel, then the reduction.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/row_max.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/row_max.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}row_max.mlir:5:11
// CHECK: ok      read defined: memref.load at {{.*}}row_max.mlir:6:8
// CHECK: ok      value = prophecy: memref.store at {{.*}}row_max.mlir:6:8: inferred @m's partial reduction
// CHECK: ok      final value: result 0 ({{.*}} = @m)
// CHECK: @row_max: verified
