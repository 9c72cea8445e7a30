// SOUNDNESS: wrong float-ops: math.round (ties away) emitted as math.roundeven
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f32) -> f32 {
  %r = math.round %x : f32
  return %r : f32
}

// ----- target

func.func @f(%x: f32) -> f32 {
  %r = math.roundeven %x : f32
  return %r : f32
}
