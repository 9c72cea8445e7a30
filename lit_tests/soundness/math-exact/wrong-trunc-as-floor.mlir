// SOUNDNESS: wrong math-exact: math.trunc as math.floor (differs on negative non-integers)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.trunc %a : f32
  return %r : f32
}

// ----- target

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %f = math.floor %a : f32
  return %f : f32
}
