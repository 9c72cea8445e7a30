// SOUNDNESS: wrong nan-bits: bits of negf x computed as bits of 0.0 - x
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f32) -> i32 {
  %n = arith.negf %x : f32
  %r = arith.bitcast %n : f32 to i32
  return %r : i32
}

// ----- target

func.func @f(%x: f32) -> i32 {
  %z = arith.constant 0.0 : f32
  %n = arith.subf %z, %x : f32
  %r = arith.bitcast %n : f32 to i32
  return %r : i32
}
