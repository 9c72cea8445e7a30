// SOUNDNESS: right nan-bits: bits of absf x computed as bits of x and 0x7FFFFFFF
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: f32) -> i32 {
  %n = math.absf %x : f32
  %r = arith.bitcast %n : f32 to i32
  return %r : i32
}

// ----- target

func.func @f(%x: f32) -> i32 {
  %b = arith.bitcast %x : f32 to i32
  %m = arith.constant 2147483647 : i32
  %r = arith.andi %b, %m : i32
  return %r : i32
}
