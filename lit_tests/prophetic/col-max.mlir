// REQUIRES: mlir-opt-19
// Column max from -inf: fill kernel, then a host loop over the reduction
// dim around the max kernel.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/col_max.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/col_max.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}col_max.mlir:6:11
// CHECK: ok      value = prophecy: memref.store at {{.*}}col_max.mlir:7:8: inferred @m's partial reduction
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}col_max.mlir:7:8: blocks
// CHECK: ok      final value: result 0 ({{.*}} = @m)
// CHECK: @col_max: verified
