// REQUIRES: mlir-opt-19
// arith-expand's bf16 conversions (MLIR 19) read and write float bits with
// arith.bitcast: extf shifts the bf16's bits into an f32's, truncf rounds
// the f32's bits to nearest even and picks a quiet NaN for a NaN.  Float
// bits need exact IEEE floats: tv-check switches to them (a note says so).
// RUN: %mlir-opt --arith-expand="include-bf16=true" %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @extf: verified
// CHECK: @truncf: verified
//
// Rounding to nearest with ties up (bias 0x8000) instead of ties to even.
// RUN: %mutate 'arith.constant 32767 : i32' 'arith.constant 32768 : i32' < %t.tgt.mlir > %t.ties.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.ties.mlir --function truncf | filecheck %s --check-prefix=TIES
// TIES: @truncf: FAILED (return value mismatch)
//
// The bf16's bits shifted one place short.
// RUN: %mutate 'arith.constant 16 : i32' 'arith.constant 15 : i32' < %t.tgt.mlir > %t.shift.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.shift.mlir --function extf | filecheck %s --check-prefix=SHIFT
// SHIFT: @extf: FAILED (return value mismatch)
//
// Under --fp=ieee no switch is needed, and the verdict is the same.
// RUN: tv-check %s %t.tgt.mlir --fp=ieee | filecheck %s

func.func @extf(%a: bf16) -> f32 {
  %r = arith.extf %a : bf16 to f32
  return %r : f32
}

func.func @truncf(%a: f32) -> bf16 {
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}
