// SOUNDNESS: wrong float-identities: cmpf one (ordered, false on NaN) lowered as une (unordered, true on NaN); oeq as ueq
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'cmpf one' 'cmpf une' | %mutate 'cmpf oeq' 'cmpf ueq' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @ne: FAILED (return value mismatch)
// CHECK: NaN
// CHECK: @eq: FAILED (return value mismatch)
// CHECK: NaN

func.func @ne(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf one, %x, %y : f32
  return %r : i1
}

func.func @eq(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf oeq, %x, %y : f32
  return %r : i1
}
