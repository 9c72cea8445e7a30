// REQUIRES: mlir-opt-19
// MLIR reads `fastmath<contract>` on a `truncf` and the `extf` of it as
// licensing the removal of the rounding round trip (ExtFOp::fold, MLIR 19;
// MLIR's own Arith/canonicalize.mlir @eliminate_cast_to_f16 / _bf16): the
// source may return the value unrounded, printed as an assumption.
// Without the flag on both casts the fold is not allowed: the same target
// is FAILED.  semantics/contraction.py, with_round_trip_dropped.
//
// RUN: %mlir-opt --canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @eliminate_cast_to_f16: verified
// CHECK: @eliminate_cast_to_bf16: verified
// CHECK: @eliminate_cast_to_f16: assumes fastmath<contract> at {{.*}}round_trip_contract_upstream.mlir:{{[0-9]+}}:{{[0-9]+}}: the extf of a contract truncf may return the truncated value unrounded (MLIR's ExtFOp::fold)
//
// The extf without contract: the round trip must stay.
// RUN: %mutate --all 'arith.extf %%0 fastmath<contract>' 'arith.extf %%0' < %s > %t.nocontract.mlir
// RUN: %expect-exit 1 -- tv-check %t.nocontract.mlir %t.tgt.mlir | filecheck %s --check-prefix=NOFLAG
// NOFLAG: @eliminate_cast_to_f16: FAILED (return value mismatch)
// NOFLAG: @eliminate_cast_to_bf16: FAILED (return value mismatch)

func.func @eliminate_cast_to_f16(%arg0: f32) -> f32 {
  %0 = arith.truncf %arg0 fastmath<contract> : f32 to f16
  %1 = arith.extf %0 fastmath<contract> : f16 to f32
  return %1 : f32
}

func.func @eliminate_cast_to_bf16(%arg0: f32) -> f32 {
  %0 = arith.truncf %arg0 fastmath<contract> : f32 to bf16
  %1 = arith.extf %0 fastmath<contract> : bf16 to f32
  return %1 : f32
}
