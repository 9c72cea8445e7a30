// REQUIRES: mlir-opt-19
// A chain of fused elementwise ops: mul + add in one generic, then ReLU.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/fused_elementwise.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/fused_elementwise.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}fused_elementwise.mlir:11:5
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}fused_elementwise.mlir:17:5
// CHECK: ok      final value: result 0 ({{.*}} = @relu)
// CHECK: @fused_elementwise: verified
