// SOUNDNESS: right int-semantics: fptosi to i8 after a clamp to [-128, 127], canonicalized by mlir-opt-19
// REQUIRES: mlir-opt-19
// NaN stays NaN through maximumf/minimumf: poison on both sides.
// RUN: %mlir-opt --canonicalize %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @to_i8: verified

func.func @to_i8(%x: f32) -> i8 {
  %lo = arith.constant -128.0 : f32
  %hi = arith.constant 127.0 : f32
  %a = arith.maximumf %x, %lo : f32
  %b = arith.minimumf %a, %hi : f32
  %r = arith.fptosi %b : f32 to i8
  return %r : i8
}
