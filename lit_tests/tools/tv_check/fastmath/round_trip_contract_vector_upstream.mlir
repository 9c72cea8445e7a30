// REQUIRES: mlir-opt-19
// The `contract` round trip `extf(truncf(x)) -> x` (ExtFOp::fold) on
// vectors and tensors: offered per element (elementwise.py), as on scalars
// (round_trip_contract_upstream.mlir).  MLIR's own Arith/canonicalize.mlir
// @bf16_branch_vector (vector<32x32x32xbf16>, with math.sin/cos between
// round trips) was a false FAILED since the relaxation was offered on
// scalars only (it now times out: one choice per element); here MLIR's
// @eliminate_cast_to_bf16 on a vector and a tensor.
// RUN: %mlir-opt --canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @eliminate_cast_to_bf16_vector: verified
// CHECK: @eliminate_cast_to_bf16_tensor: verified
// CHECK: @eliminate_cast_to_bf16_vector: assumes fastmath<contract> at {{.*}}: the extf of a contract truncf may return the truncated value unrounded (MLIR's ExtFOp::fold)
//
// The extf without contract: the rounding must stay.
// RUN: %mutate --all '%1 = arith.extf %0 fastmath<contract>' '%%1 = arith.extf %%0' < %s > %t.nocontract.mlir
// RUN: %expect-exit 1 -- tv-check %t.nocontract.mlir %t.tgt.mlir | filecheck %s --check-prefix=NOFLAG
// NOFLAG: @eliminate_cast_to_bf16_vector: FAILED (return value mismatch)
// NOFLAG: @eliminate_cast_to_bf16_tensor: FAILED (return value mismatch)

func.func @eliminate_cast_to_bf16_vector(%arg0: vector<2xf32>) -> vector<2xf32> {
  %0 = arith.truncf %arg0 fastmath<contract> : vector<2xf32> to vector<2xbf16>
  %1 = arith.extf %0 fastmath<contract> : vector<2xbf16> to vector<2xf32>
  return %1 : vector<2xf32>
}

func.func @eliminate_cast_to_bf16_tensor(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = arith.truncf %arg0 fastmath<contract> : tensor<3xf32> to tensor<3xbf16>
  %1 = arith.extf %0 fastmath<contract> : tensor<3xbf16> to tensor<3xf32>
  return %1 : tensor<3xf32>
}
