// REQUIRES: mlir-opt-19
// Bitcasts between floats and integers, folded by MLIR 19's canonicalizer
// (as in Dialect/Arith/canonicalize.mlir): a round trip is the identity
// (also for a NaN: the bits of a float read from bits are those bits; a
// NaN argument's payload is part of the input), a constant's bits fold to
// the float constant, and an untouched bitcast of a negated argument stays
// verified (fneg flips the sign bit, NaN or not).
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @roundtrip_int: verified
// CHECK: @roundtrip_float: verified
// CHECK: @constant: verified
// CHECK: @negated: verified
//
// The folded constant off by one bit.
// RUN: %mutate '1.000000e\+00' '1.00000012' < %t.tgt.mlir > %t.const.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.const.mlir --function constant | filecheck %s --check-prefix=CONST
// CONST: @constant: FAILED (return value mismatch)
//
// A NaN made by arithmetic has one of the bit patterns LLVM's NaN rule
// allows (nan_rule_upstream.mlir), and 0 is no NaN's bits: a target that
// returns 0 for the bits of `x * 1.0` on a NaN fails.
// RUN: %expect-exit 1 -- tv-check %S/Inputs/nan_bits_src.mlir %S/Inputs/nan_bits_tgt.mlir | filecheck %s --check-prefix=NAN
// NAN: @bits: FAILED (return value mismatch)

func.func @roundtrip_int(%a: i32) -> i32 {
  %f = arith.bitcast %a : i32 to f32
  %i = arith.bitcast %f : f32 to i32
  return %i : i32
}

func.func @roundtrip_float(%a: f32) -> f32 {
  %i = arith.bitcast %a : f32 to i32
  %f = arith.bitcast %i : i32 to f32
  return %f : f32
}

func.func @constant() -> f32 {
  %c = arith.constant 1065353216 : i32
  %f = arith.bitcast %c : i32 to f32
  return %f : f32
}

func.func @negated(%a: f32) -> i32 {
  %n = arith.negf %a : f32
  %i = arith.bitcast %n : f32 to i32
  return %i : i32
}
