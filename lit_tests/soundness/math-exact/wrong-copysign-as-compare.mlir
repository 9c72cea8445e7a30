// SOUNDNESS: wrong math-exact: math.copysign as a select on b < 0 (wrong on -0.0 and NaN signs)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.copysign %a, %b : f32
  return %r : f32
}

// ----- target

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %x = math.absf %a : f32
  %z = arith.constant 0.0 : f32
  %lt = arith.cmpf olt, %b, %z : f32
  %n = arith.negf %x : f32
  %r = arith.select %lt, %n, %x : f32
  return %r : f32
}
