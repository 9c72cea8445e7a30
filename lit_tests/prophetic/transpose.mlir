// REQUIRES: mlir-opt-19
// Transpose: the load indices are the store indices swapped.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/transpose.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/transpose.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      read in bounds: memref.load at {{.*}}transpose.mlir:3:9
// CHECK: ok      write in bounds: memref.store at {{.*}}transpose.mlir:3:9
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}transpose.mlir:3:9
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}transpose.mlir:3:9: threads of a block
// CHECK: ok      final value: result 0 ({{.*}} = @AT)
// CHECK: @transpose: verified
