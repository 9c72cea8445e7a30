// SOUNDNESS: wrong math-exact: arith.minnumf as arith.minimumf
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}

// ----- target

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = arith.minimumf %a, %b : f32
  return %r : f32
}
