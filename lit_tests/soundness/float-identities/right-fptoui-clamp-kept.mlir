// SOUNDNESS: right float-identities: fptoui to i8 of a value clamped to [0, 255] (NaN stays NaN, poison in both), canonicalized
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @to_u8: verified

func.func @to_u8(%x: f32) -> i8 {
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 255.0 : f32
  %a = arith.maximumf %x, %lo : f32
  %b = arith.minimumf %a, %hi : f32
  %r = arith.fptoui %b : f32 to i8
  return %r : i8
}
