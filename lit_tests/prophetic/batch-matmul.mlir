// REQUIRES: mlir-opt-19
// Batch matmul: batch, rows and columns on block and thread x, y, z.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/batch_matmul.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/batch_matmul.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      value = prophecy: memref.store at {{.*}}batch_matmul.mlir:3:9: inferred @AB's partial reduction
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}batch_matmul.mlir:3:9: blocks
// CHECK: ok      final value: result 0 ({{.*}} = @AB)
// CHECK: @batch_matmul: verified
