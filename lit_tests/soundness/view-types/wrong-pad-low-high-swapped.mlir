// SOUNDNESS: wrong view-types: the interior subview at [2, 2] (offset 18), as if the pad's low and high were swapped (low 2, high 0); a consistent, valid view (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/pad_add.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate 'static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 4, 6>' 'static_offsets = array<i64: 2, 2>, static_sizes = array<i64: 4, 6>' < %t.low.mlir | %mutate --all 'offset: 9>>' 'offset: 18>>' > %t.bad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{source="%S/../Inputs/pad_add.mlir"}' %t.bad.mlir -o %t.out | filecheck %s

// CHECK: FAILED  value = prophecy: {{.*}}
// CHECK: @pad_add: FAILED (value = prophecy)
