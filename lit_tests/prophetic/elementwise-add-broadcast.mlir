// REQUIRES: mlir-opt-19
// Elementwise add with a broadcast row vector: two kernels, the broadcast
// into a temporary buffer, then the add into the argument %C.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/add_broadcast.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/add_broadcast.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      write in bounds: memref.store at {{.*}}add_broadcast.mlir:4:9
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}add_broadcast.mlir:4:9
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}add_broadcast.mlir:4:9: blocks
// CHECK: ok      read defined: memref.load at {{.*}}add_broadcast.mlir:5:10
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}add_broadcast.mlir:5:10
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}add_broadcast.mlir:5:10: blocks
// CHECK: ok      final value: result 0 ({{.*}} = @sum) of func.return at {{.*}}add_broadcast.mlir:6:3
// CHECK: @add_broadcast: verified
