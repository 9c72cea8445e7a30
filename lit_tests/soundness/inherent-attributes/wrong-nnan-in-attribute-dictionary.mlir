// SOUNDNESS: wrong inherent-attributes: a target's fastmath<nnan> spelled in its attribute dictionary ({fastmath = #arith.fastmath<nnan>}, which mlir-opt-19 reads as the property) was dropped by the reader, so the target's poison on NaN was not modelled and the pair verified
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.addf %arg0, %arg1 : f32' 'arith.addf %arg0, %arg1 {fastmath = #arith.fastmath<nnan>} : f32' > %t.bad.mlir
// RUN: %mlir-opt %t.bad.mlir | filecheck --check-prefix=UPSTREAM %s
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// UPSTREAM: arith.addf %arg0, %arg1 fastmath<nnan> : f32
// CHECK: @add: FAILED (return value mismatch)
// CHECK: source: NaN
// CHECK-NEXT: target: poison

func.func @add(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
