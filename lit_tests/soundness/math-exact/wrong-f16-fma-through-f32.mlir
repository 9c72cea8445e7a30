// SOUNDNESS: wrong math-exact: an f16 math.fma as extf, mulf, addf in f32, truncf (double rounding)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unconfirmed (return value mismatch: the solver's counterexample does not reproduce in 9 concrete runs with exact IEEE floats)

func.func @f(%a: f16, %b: f16, %c: f16) -> f16 {
  %r = math.fma %a, %b, %c : f16
  return %r : f16
}

// ----- target

func.func @f(%a: f16, %b: f16, %c: f16) -> f16 {
  %a2 = arith.extf %a : f16 to f32
  %b2 = arith.extf %b : f16 to f32
  %c2 = arith.extf %c : f16 to f32
  %m = arith.mulf %a2, %b2 : f32
  %s = arith.addf %m, %c2 : f32
  %r = arith.truncf %s : f32 to f16
  return %r : f16
}
