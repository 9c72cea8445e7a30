// SOUNDNESS: right contract-casts: extf(truncf x) with contract on both casts folded to x (MLIR 19's ExtFOp::fold; printed as an assumption)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: f32) -> f32 {
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %e = arith.extf %t fastmath<contract> : f16 to f32
  return %e : f32
}

// ----- target

func.func @f(%x: f32) -> f32 {
  return %x : f32
}
