// SOUNDNESS: wrong math-exact: arith.maximumf as arith.maxnumf (NaN propagated vs dropped)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

// ----- target

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
