// REQUIRES: mlir-opt-19
// LLVM's rule for the NaN an arithmetic op returns (LangRef, "Behavior of
// Floating-Point NaN values"): any sign; as quiet bit and payload the
// preferred NaN, or a NaN operand's payload quieted, or a NaN operand's
// quiet bit and payload unchanged (arith._arith_nan_bits).  Angelic in the
// source, free in the target.  MLIR 19's canonicalizer folds `x * 1.0` to
// `x`, under a bitcast too: the source may return x's NaN unchanged.
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @mul_one: verified
// CHECK: @abs_mul_one: verified
// CHECK: @twice: verified
// CHECK: assumes a NaN made by float arithmetic has LLVM's NaN bits without target-specific extra payloads
//
// The preferred NaN with its sign set (0xffc00000) is one of the allowed NaNs.
// RUN: %mutate '%0 = arith.bitcast %arg0 : f32 to i32' '%bits = arith.bitcast %arg0 : f32 to i32\n    %isnan = arith.cmpf uno, %arg0, %arg0 : f32\n    %k = arith.constant -4194304 : i32\n    %0 = arith.select %isnan, %k, %bits : i32' < %t.tgt.mlir > %t.preferred.mlir
// RUN: tv-check %s %t.preferred.mlir --function mul_one | filecheck %s --check-prefix=PREFERRED
// PREFERRED: @mul_one: verified
//
// A NaN payload no operand has (0x7fc00001): FAILED.
// RUN: %mutate '%0 = arith.bitcast %arg0 : f32 to i32' '%bits = arith.bitcast %arg0 : f32 to i32\n    %isnan = arith.cmpf uno, %arg0, %arg0 : f32\n    %k = arith.constant 2143289345 : i32\n    %0 = arith.select %isnan, %k, %bits : i32' < %t.tgt.mlir > %t.payload.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.payload.mlir --function mul_one | filecheck %s --check-prefix=PAYLOAD
// PAYLOAD: @mul_one: FAILED (return value mismatch)
// PAYLOAD: %x = NaN
//
// The quiet bit cleared: a signaling NaN out of a quiet one: FAILED.
// RUN: %mutate '%0 = arith.bitcast %arg0 : f32 to i32' '%bits = arith.bitcast %arg0 : f32 to i32\n    %isnan = arith.cmpf uno, %arg0, %arg0 : f32\n    %k = arith.constant -4194305 : i32\n    %masked = arith.andi %bits, %k : i32\n    %0 = arith.select %isnan, %masked, %bits : i32' < %t.tgt.mlir > %t.signaling.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.signaling.mlir --function mul_one | filecheck %s --check-prefix=SIGNALING
// SIGNALING: @mul_one: FAILED (return value mismatch)
//
// `absf` clears the sign of whatever NaN the product is; a target that
// sets it on a NaN: FAILED.
// RUN: %mutate '%1 = arith.bitcast %0 : f32 to i32' '%bits = arith.bitcast %0 : f32 to i32\n    %isnan = arith.cmpf uno, %arg0, %arg0 : f32\n    %k = arith.constant -2147483648 : i32\n    %withsign = arith.ori %bits, %k : i32\n    %1 = arith.select %isnan, %withsign, %bits : i32' < %t.tgt.mlir > %t.sign.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.sign.mlir --function abs_mul_one | filecheck %s --check-prefix=SIGN
// SIGN: @abs_mul_one: FAILED (return value mismatch)
//
// One execution of the product read by two bitcasts chooses once (the
// source's choice is a function of the operands' bits): the difference is
// 0, and a target that returns the sign bit for a NaN fails.  Two
// executions choose independently: splitting the product in two is FAILED.
// RUN: %mutate '%2 = arith.subi %0, %1 : i32' '%isnan = arith.cmpf uno, %arg0, %arg0 : f32\n    %highbit = arith.constant -2147483648 : i32\n    %zero = arith.constant 0 : i32\n    %2 = arith.select %isnan, %highbit, %zero : i32' < %t.tgt.mlir > %t.nonzero.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.nonzero.mlir --function twice | filecheck %s --check-prefix=NONZERO
// NONZERO: @twice: FAILED (return value mismatch)
// RUN: %mutate '^(  %j = arith.bitcast) %m ' '  %m2 = arith.mulf %x, %one : f32\n\1 %m2 ' < %s > %t.split.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.split.mlir --function twice | filecheck %s --check-prefix=SPLIT
// SPLIT: @twice: FAILED (return value mismatch)

func.func @mul_one(%x: f32) -> i32 {
  %one = arith.constant 1.0 : f32
  %m = arith.mulf %x, %one : f32
  %i = arith.bitcast %m : f32 to i32
  return %i : i32
}

func.func @abs_mul_one(%x: f32) -> i32 {
  %one = arith.constant 1.0 : f32
  %m = arith.mulf %x, %one : f32
  %a = math.absf %m : f32
  %i = arith.bitcast %a : f32 to i32
  return %i : i32
}

func.func @twice(%x: f32) -> i32 {
  %one = arith.constant 1.0 : f32
  %m = arith.mulf %x, %one : f32
  %i = arith.bitcast %m : f32 to i32
  %j = arith.bitcast %m : f32 to i32
  %d = arith.subi %i, %j : i32
  return %d : i32
}
