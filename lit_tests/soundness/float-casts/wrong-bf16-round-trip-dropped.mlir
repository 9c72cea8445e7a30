// SOUNDNESS: wrong float-casts: extf(truncf(x to bf16)) folded to x
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: f32) -> f32 {
  %t = arith.truncf %x : f32 to bf16
  %r = arith.extf %t : bf16 to f32
  return %r : f32
}

// ----- target

func.func @f(%x: f32) -> f32 {
  return %x : f32
}
