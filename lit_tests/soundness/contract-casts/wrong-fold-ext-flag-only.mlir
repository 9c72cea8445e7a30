// SOUNDNESS: wrong contract-casts: extf(truncf x) folded to x when only the extf carries contract (MLIR 19's ExtFOp::fold needs contract on both casts)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f32) -> f32 {
  %t = arith.truncf %x : f32 to f16
  %e = arith.extf %t fastmath<contract> : f16 to f32
  return %e : f32
}

// ----- target

func.func @f(%x: f32) -> f32 {
  return %x : f32
}
