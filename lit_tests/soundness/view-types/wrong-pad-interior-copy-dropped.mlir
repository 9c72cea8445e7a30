// SOUNDNESS: wrong view-types: the copy of the interior into the padded buffer dropped: the sum reads the fill everywhere (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/pad_add.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '    "memref.copy"\(.*\n' '' < %t.low.mlir > %t.bad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{source="%S/../Inputs/pad_add.mlir"}' %t.bad.mlir -o %t.out | filecheck %s

// CHECK: @pad_add: FAILED (value = prophecy)
