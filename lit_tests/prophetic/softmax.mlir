// REQUIRES: mlir-opt-19
// Softmax built from linalg ops: nine generics, nine kernels; temporaries
// share buffers (the prophecy, not the buffer, names the spec tensor).
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/softmax.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/softmax.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:7:15
// CHECK: ok      value = prophecy: memref.store at {{.*}}softmax.mlir:8:10: inferred @max's partial reduction
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:13:12
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:14:14
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:15:10
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:16:15
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:20:7
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:22:12
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:23:11
// CHECK: ok      final value: result 0 ({{.*}} = @soft)
// CHECK: @softmax: verified
