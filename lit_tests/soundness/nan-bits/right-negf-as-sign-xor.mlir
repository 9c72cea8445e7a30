// SOUNDNESS: right nan-bits: bits of negf x computed as bits of x xor 0x80000000
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: f32) -> i32 {
  %n = arith.negf %x : f32
  %r = arith.bitcast %n : f32 to i32
  return %r : i32
}

// ----- target

func.func @f(%x: f32) -> i32 {
  %b = arith.bitcast %x : f32 to i32
  %m = arith.constant -2147483648 : i32
  %r = arith.xori %b, %m : i32
  return %r : i32
}
