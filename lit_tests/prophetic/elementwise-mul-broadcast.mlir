// REQUIRES: mlir-opt-19
// Elementwise mul with a broadcast column vector (C[i, j] = A[i, j] * b[i]).
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/mul_broadcast.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/mul_broadcast.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}mul_broadcast.mlir:5:9
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}mul_broadcast.mlir:6:11
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}mul_broadcast.mlir:6:11: blocks
// CHECK: ok      final value: result 0 ({{.*}} = @prod) of func.return at {{.*}}mul_broadcast.mlir:7:3
// CHECK: @mul_broadcast: verified
