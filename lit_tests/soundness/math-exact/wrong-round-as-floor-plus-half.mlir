// SOUNDNESS: wrong math-exact: math.round as floor(x + 0.5) (wrong on 0.49999997 and on negative ties)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.round %a : f32
  return %r : f32
}

// ----- target

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %h = arith.constant 0.5 : f32
  %s = arith.addf %a, %h : f32
  %r = math.floor %s : f32
  return %r : f32
}
