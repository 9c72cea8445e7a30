// SOUNDNESS: wrong float-ops: remf x, y computed on |x| (loses the sign of the result)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f32, %y: f32) -> f32 {
  %r = arith.remf %x, %y : f32
  return %r : f32
}

// ----- target

func.func @f(%x: f32, %y: f32) -> f32 {
  %a = math.absf %x : f32
  %r = arith.remf %a, %y : f32
  return %r : f32
}
