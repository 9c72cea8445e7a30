// SOUNDNESS: wrong float-ops: math.exp replaced by 1 + x
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}

// ----- target

func.func @f(%x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %r = arith.addf %x, %one : f32
  return %r : f32
}
