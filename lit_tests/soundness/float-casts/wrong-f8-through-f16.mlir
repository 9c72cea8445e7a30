// SOUNDNESS: wrong float-casts: truncf to f8E4M3FN done through f16 (double rounding)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (arith.truncf at {{.*}}:7:8: float type f8E4M3FN is not modelled (f16, bf16, f32, f64 are))

func.func @f(%x: f32) -> f8E4M3FN {
  %r = arith.truncf %x : f32 to f8E4M3FN
  return %r : f8E4M3FN
}

// ----- target

func.func @f(%x: f32) -> f8E4M3FN {
  %h = arith.truncf %x : f32 to f16
  %r = arith.truncf %h : f16 to f8E4M3FN
  return %r : f8E4M3FN
}
