// SOUNDNESS: wrong int-semantics: an unsigned i8 to f32 conversion emitted as a signed one
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.uitofp' 'arith.sitofp' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @u8_to_f32: FAILED (return value mismatch)
// CHECK: target: -{{[0-9]+}}.0

func.func @u8_to_f32(%x: i8) -> f32 {
  %r = arith.uitofp %x : i8 to f32
  return %r : f32
}
