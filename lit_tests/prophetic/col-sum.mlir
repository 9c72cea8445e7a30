// REQUIRES: mlir-opt-19
// Column sum: the reduction dim comes first, so it stays a host loop around
// the launches; its iv is the prophecy's stage inside the kernel.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/col_sum.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/col_sum.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      value = prophecy: memref.store at {{.*}}col_sum.mlir:3:8: inferred @s's partial reduction
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}col_sum.mlir:3:8: blocks
// CHECK: ok      final value: result 0 ({{.*}} = @s)
// CHECK: @col_sum: verified
