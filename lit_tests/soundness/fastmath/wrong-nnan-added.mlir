// SOUNDNESS: wrong fastmath: a pass adds fastmath<nnan> to an addf whose source has none
// REQUIRES: mlir-opt-19
// nnan makes a NaN operand or result poison: the source returns NaN there.
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.addf %arg0, %arg1 : f32' 'arith.addf %arg0, %arg1 fastmath<nnan> : f32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @add: FAILED (return value mismatch)
// CHECK: source: NaN
// CHECK-NEXT: target: poison

func.func @add(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
