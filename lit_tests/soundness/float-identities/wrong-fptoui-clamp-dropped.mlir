// SOUNDNESS: wrong float-identities: fptoui to i8 whose source clamps to [0, 255] emitted without the clamp (out of range is poison)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.fptoui %\d+ : f32 to i8' 'arith.fptoui %arg0 : f32 to i8' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @to_u8: FAILED (return value mismatch)
// CHECK: target: poison

func.func @to_u8(%x: f32) -> i8 {
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 255.0 : f32
  %a = arith.maximumf %x, %lo : f32
  %b = arith.minimumf %a, %hi : f32
  %r = arith.fptoui %b : f32 to i8
  return %r : i8
}
