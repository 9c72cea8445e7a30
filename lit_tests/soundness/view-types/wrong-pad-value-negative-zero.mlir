// SOUNDNESS: wrong view-types: the pad's fill kernel writes -0.0 where the source pads with +0.0 (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/pad_add.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '<\{value = 0.000000e\+00 : f32\}>' '<{value = -0.000000e+00 : f32}>' < %t.low.mlir > %t.bad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{source="%S/../Inputs/pad_add.mlir"}' %t.bad.mlir -o %t.out | filecheck %s

// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}
// CHECK: @pad_add: FAILED (value = prophecy)
