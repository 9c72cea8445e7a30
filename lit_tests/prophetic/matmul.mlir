// REQUIRES: mlir-opt-19
// Static matmul accumulating into %C; tiles 2x4 divide 8x4, so no guards.
// The reduction is a sequential loop inside each thread, its stage
// prophecy checked against the spec's C@(i, j, k) equation.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/matmul.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      read defined: memref.load at {{.*}}matmul.mlir:3:9
// CHECK: ok      value = prophecy: memref.store at {{.*}}matmul.mlir:3:9: inferred @AB's partial reduction
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}matmul.mlir:3:9: threads of a block
// CHECK: ok      benign write-write races: gpu.launch_func at {{.*}}matmul.mlir:3:9: blocks write distinct cells
// CHECK: ok      coverage: result 0 ({{.*}} = @AB) of func.return at {{.*}}matmul.mlir:4:3
// CHECK: ok      final value: result 0 ({{.*}} = @AB)
// CHECK: @matmul: verified
