// SOUNDNESS: right fastmath: --verify of mlir-opt-19 --math-uplift-to-fma on a spec whose mulf and addf both carry fastmath<contract>
// REQUIRES: mlir-opt-19, tv-plugin
// The spec allows the fused result (LLVM's LangRef, semantics/contraction.py);
// --verify reads the fma as the spec's contracted mulf+addf (verify/contracted.py),
// an assumption printed at the fma.  It was unsupported (a one-link fma chain).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/axpy_contract.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops,math-uplift-to-fma),canonicalize,cse)" %t.ann.mlir > %t.low.mlir
// RUN: filecheck %s --check-prefix=FMA < %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source=%S/../Inputs/axpy_contract.mlir}' %t.low.mlir -o %t.out.mlir | filecheck %s
// FMA: math.fma %{{.*}} fastmath<contract> : f32
// CHECK: note: assumes fastmath<contract> at math.fma at {{.*}}: read as the spec's multiply-add fused into one fma
// CHECK: @fma_add: verified
