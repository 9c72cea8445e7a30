// SOUNDNESS: wrong float-casts: truncf to bf16 emitted with `downward` rounding
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (arith.truncf at {{.*}}:14:8: only the default rounding (to nearest even) is modelled)

func.func @f(%x: f32) -> bf16 {
  %r = arith.truncf %x : f32 to bf16
  return %r : bf16
}

// ----- target

func.func @f(%x: f32) -> bf16 {
  %r = arith.truncf %x downward : f32 to bf16
  return %r : bf16
}
