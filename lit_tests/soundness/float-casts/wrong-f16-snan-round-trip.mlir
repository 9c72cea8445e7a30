// SOUNDNESS: wrong float-casts: bits of an f16 sent through extf/truncf (quiets a signaling NaN)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i16) -> i16 {
  return %x : i16
}

// ----- target

func.func @f(%x: i16) -> i16 {
  %h = arith.bitcast %x : i16 to f16
  %e = arith.extf %h : f16 to f32
  %t = arith.truncf %e : f32 to f16
  %r = arith.bitcast %t : f16 to i16
  return %r : i16
}
