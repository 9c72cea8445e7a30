// SOUNDNESS: wrong fastmath: --verify of --math-uplift-to-fma output whose fma multiplies a by itself instead of a by b
// REQUIRES: mlir-opt-19, tv-plugin
// Reading the fma as the spec's contracted mulf+addf (verify/contracted.py)
// trusts nothing: the reading is compared with the spec element.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/axpy_contract.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops,math-uplift-to-fma),canonicalize,cse)" %t.ann.mlir | %mutate 'math.fma %(\d+), %\d+, ' 'math.fma %\1, %\1, ' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source=%S/../Inputs/axpy_contract.mlir}' %t.bad.mlir -o %t.out.mlir | filecheck %s
// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// CHECK: @fma_add: FAILED (value = prophecy)
