// REQUIRES: mlir-opt-19
// 1-D convolution: the input index i + k is an addi of two ivs.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/conv1d.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/conv1d.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      read in bounds: memref.load at {{.*}}conv1d.mlir:3:8
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}conv1d.mlir:3:8
// CHECK: ok      final value: result 0 ({{.*}} = @y)
// CHECK: @conv1d: verified
