// SOUNDNESS: wrong contract-casts: truncf f32 to bf16 then extf to f64 (both contract) folded to x: the types differ, so no fold applies
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f32) -> f32 {
  %t = arith.truncf %x fastmath<contract> : f32 to bf16
  %e = arith.extf %t fastmath<contract> : bf16 to f64
  %r = arith.truncf %e : f64 to f32
  return %r : f32
}

// ----- target

func.func @f(%x: f32) -> f32 {
  return %x : f32
}
