// SOUNDNESS: right view-types: every other element of a strided argument read by the loops mlir-opt-19 lowers to, through the argument's own dynamic layout (verify{source=})
// REQUIRES: mlir-opt-19, tv-plugin
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/negate_evens.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)' --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source="%S/../Inputs/negate_evens.mlir"}' %t.low.mlir -o %t.out | filecheck %s

// CHECK: @negate_evens: verified
