// SOUNDNESS: right float-casts: truncf(extf(x: f16) to f32) folded to x (exact)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: f16) -> f16 {
  %t = arith.extf %x : f16 to f32
  %r = arith.truncf %t : f32 to f16
  return %r : f16
}

// ----- target

func.func @f(%x: f16) -> f16 {
  return %x : f16
}
