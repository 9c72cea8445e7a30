// SOUNDNESS: right math-exact: math.ceil as -floor(-x) (exact, signed zeros included)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.ceil %a : f32
  return %r : f32
}

// ----- target

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %n = arith.negf %a : f32
  %f = math.floor %n : f32
  %r = arith.negf %f : f32
  return %r : f32
}
