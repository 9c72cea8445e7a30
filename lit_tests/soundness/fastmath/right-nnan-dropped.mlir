// SOUNDNESS: right fastmath: the target drops the source's fastmath<nnan> (fewer poison values: a refinement)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate ' fastmath<nnan>' '' > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @add: verified

func.func @add(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y fastmath<nnan> : f32
  return %r : f32
}
