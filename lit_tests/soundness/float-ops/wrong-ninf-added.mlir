// SOUNDNESS: wrong float-ops: ninf put on x * y - x * y (poison where the product overflows)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f32, %y: f32) -> f32 {
  %m = arith.mulf %x, %y : f32
  %r = arith.subf %m, %m : f32
  return %r : f32
}

// ----- target

func.func @f(%x: f32, %y: f32) -> f32 {
  %m = arith.mulf %x, %y fastmath<ninf> : f32
  %r = arith.subf %m, %m fastmath<ninf> : f32
  return %r : f32
}
