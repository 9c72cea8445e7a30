// SOUNDNESS: wrong int-semantics: fptosi to i8 whose source clamps to [-128, 127] emitted without the clamp
// REQUIRES: mlir-opt-19
// fptosi of a value out of the result's range is poison.
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.fptosi %\d+ : f32 to i8' 'arith.fptosi %arg0 : f32 to i8' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @to_i8: FAILED (return value mismatch)
// CHECK: target: poison

func.func @to_i8(%x: f32) -> i8 {
  %lo = arith.constant -128.0 : f32
  %hi = arith.constant 127.0 : f32
  %a = arith.maximumf %x, %lo : f32
  %b = arith.minimumf %a, %hi : f32
  %r = arith.fptosi %b : f32 to i8
  return %r : i8
}
