// REQUIRES: mlir-opt-19, tv-plugin
// --verify reads a lowered fma as the spec's contracted mulf+addf
// (verify/contracted.py) only with abstract floats, which compare terms.
// With fp=ieee an equal rounded product does not make an equal fused value
// (the exact products may differ below the rounding), so the reading is
// refused there: unsupported at the fma, with the reason, never verified.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../soundness/Inputs/axpy_contract.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops,math-uplift-to-fma),canonicalize,cse)" %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source=%S/../../soundness/Inputs/axpy_contract.mlir}' %t.low.mlir -o %t.out.mlir | filecheck %s --check-prefix=ABSTRACT
// RUN: %expect-exit 2 -- tv-opt -p 'verify{source=%S/../../soundness/Inputs/axpy_contract.mlir fp=ieee}' %t.low.mlir -o %t.ieee.mlir | filecheck %s --check-prefix=IEEE
// ABSTRACT: @fma_add: verified
// IEEE: unsupported: math.fma at {{.*}}.low.mlir:11:12: an fma read as the spec's contracted multiply-add needs fp=abstract
// IEEE: @fma_add: unsupported (math.fma at {{.*}}.low.mlir:11:12)
