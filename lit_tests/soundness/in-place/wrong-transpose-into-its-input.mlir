// SOUNDNESS: wrong in-place: the transpose bufferized in place onto its input x, which later iterations still read
// REQUIRES: mlir-opt-19, tv-plugin
// The store's buffer (and the returned one) edited from the destination to
// the input: x[j][i] is read after x[i][j] was overwritten.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/transpose4.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)' %t.ann.mlir | %mutate 'memref.store %1, %arg1' 'memref.store %1, %arg0' | %mutate 'return %arg1' 'return %arg0' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source=%S/../Inputs/transpose4.mlir}' %t.bad.mlir -o %t.out.mlir | filecheck %s
// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// CHECK: @transpose: FAILED
