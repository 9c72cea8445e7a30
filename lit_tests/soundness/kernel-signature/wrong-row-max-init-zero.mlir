// SOUNDNESS: wrong kernel-signature: the row max's fill kernel starts from 0.0 instead of -inf (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_max.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '<\{value = 0xFF800000 : f32\}>' '<{value = 0.000000e+00 : f32}>' < %t.low.mlir > %t.bad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{source="%S/../Inputs/row_max.mlir"}' %t.bad.mlir -o %t.out | filecheck %s

// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}
// CHECK: @row_max: FAILED (value = prophecy)
