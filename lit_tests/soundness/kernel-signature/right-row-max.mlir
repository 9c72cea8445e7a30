// SOUNDNESS: right kernel-signature: a row max lowered to a fill kernel and a reduction kernel by mlir-opt-19's GPU pipeline (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_max.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source="%S/../Inputs/row_max.mlir"}' %t.low.mlir -o %t.out | filecheck %s

// CHECK: @row_max: verified
