// REQUIRES: mlir-opt-19
// The README's example: one dense layer, relu(x * W + b).
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../../examples/dense_relu.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../examples/dense_relu.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}dense_relu.mlir:11:10
// CHECK: ok      value = prophecy: memref.store at {{.*}}dense_relu.mlir:12:9: inferred @mm's partial reduction
// CHECK: ok      write in bounds: memref.store at {{.*}}dense_relu.mlir:13:8
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}dense_relu.mlir:20:5
// CHECK: ok      final value: result 0 ({{.*}} = @y) of func.return at {{.*}}dense_relu.mlir:22:3
// CHECK: @dense_relu: verified
