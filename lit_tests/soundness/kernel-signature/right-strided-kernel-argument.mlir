// SOUNDNESS: right kernel-signature: a kernel that reads every other element through an argument of the caller's strided type, as mlir-opt-19's GPU pipeline makes it (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/negate_evens.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source="%S/../Inputs/negate_evens.mlir"}' %t.low.mlir -o %t.out | filecheck %s

// CHECK: @negate_evens: verified
