// SOUNDNESS: wrong nan-bits: an i32 sent through f32 with + -0.0 on the way (quiets a signaling NaN)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32) -> i32 {
  return %x : i32
}

// ----- target

func.func @f(%x: i32) -> i32 {
  %f = arith.bitcast %x : i32 to f32
  %z = arith.constant -0.0 : f32
  %s = arith.addf %f, %z : f32
  %r = arith.bitcast %s : f32 to i32
  return %r : i32
}
