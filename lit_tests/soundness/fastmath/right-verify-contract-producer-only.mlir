// SOUNDNESS: right fastmath: --verify of --math-uplift-to-fma fusing the contracted producer t and leaving the plain consumer r unfused
// REQUIRES: mlir-opt-19, tv-plugin
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/axpy_contract_then_plain.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops,math-uplift-to-fma),canonicalize,cse)" %t.ann.mlir > %t.low.mlir
// RUN: filecheck %s --check-prefix=FMA < %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source=%S/../Inputs/axpy_contract_then_plain.mlir}' %t.low.mlir -o %t.out.mlir | filecheck %s
// FMA-COUNT-1: math.fma
// FMA: arith.mulf
// FMA-NEXT: arith.addf
// CHECK: note: assumes fastmath<contract> at math.fma
// CHECK: @fma_two: verified
