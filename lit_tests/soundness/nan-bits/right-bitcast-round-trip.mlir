// SOUNDNESS: right nan-bits: i32 -> f32 -> i32 bitcasts folded away
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: i32) -> i32 {
  return %x : i32
}

// ----- target

func.func @f(%x: i32) -> i32 {
  %f = arith.bitcast %x : i32 to f32
  %r = arith.bitcast %f : f32 to i32
  return %r : i32
}
