// SOUNDNESS: wrong contract-casts: a contract f64 -> f32 -> f64 round trip rewritten through f16 (a narrower intermediate)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f64) -> f64 {
  %t = arith.truncf %x fastmath<contract> : f64 to f32
  %e = arith.extf %t fastmath<contract> : f32 to f64
  return %e : f64
}

// ----- target

func.func @f(%x: f64) -> f64 {
  %t = arith.truncf %x : f64 to f16
  %e = arith.extf %t : f16 to f64
  return %e : f64
}
