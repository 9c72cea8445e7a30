// SOUNDNESS: wrong nan-bits: bitcast of an input float after its NaNs were canonicalized to 0x7FC00000
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f32) -> i32 {
  %r = arith.bitcast %x : f32 to i32
  return %r : i32
}

// ----- target

func.func @f(%x: f32) -> i32 {
  %n = arith.cmpf uno, %x, %x : f32
  %q = arith.constant 0x7FC00000 : f32
  %s = arith.select %n, %q, %x : f32
  %r = arith.bitcast %s : f32 to i32
  return %r : i32
}
