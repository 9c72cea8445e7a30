// SOUNDNESS: wrong fastmath: --verify of code that also fuses the consumer r = t*a + b, whose spec ops carry no fastmath<contract>
// REQUIRES: mlir-opt-19, tv-plugin
// mlir-opt-19 --math-uplift-to-fma fuses only t (both ops contract); the
// edit fuses r's mulf+addf too, a contraction the spec does not license.
// The fma reading gives both fmas contract flags, and the license check is
// per spec tensor: @r's mulf and addf do not carry it.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/axpy_contract_then_plain.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops,math-uplift-to-fma),canonicalize,cse)" %t.ann.mlir > %t.low.mlir
// RUN: %mutate '%(\d+) = arith.mulf (%\d+), (%\d+) : f32\n( *)%(\d+) = arith.addf %\d+, (%\d+) : f32' '%\5 = math.fma \2, \3, \6 fastmath<contract> : f32' < %t.low.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source=%S/../Inputs/axpy_contract_then_plain.mlir}' %t.bad.mlir -o %t.out.mlir | filecheck %s
// CHECK: FAILED  fast-math licensed: tv.prophesy at {{.*}}: arith.addf at {{.*}} carries fastmath<contract>, which @r's arith.addf in the spec does not
// CHECK: @fma_two: FAILED (fast-math licensed)
