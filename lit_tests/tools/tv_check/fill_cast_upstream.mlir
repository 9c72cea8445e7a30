// REQUIRES: mlir-opt-19
// linalg.fill casts its value to the element type (OpDSL's cast_signed):
// MLIR 19's fusion-elementwise-ops test @fold_fill_generic_different_dtype
// fills an f16 tensor with an f32 7.0, which mlir-opt-19 folds into an f16
// constant.  tv-check raised a z3 sort mismatch on it (exit 4); now the
// real output verifies, and a changed constant fails.
// RUN: %mlir-opt --linalg-fuse-elementwise-ops %s > %t.fused.mlir
// RUN: tv-check --accept-bounded %s %t.fused.mlir | filecheck %s
// RUN: %mutate '7.000000e\+00 : f16' '7.500000e+00 : f16' < %t.fused.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.bad.mlir | filecheck --check-prefix=BAD %s

#map0 = affine_map<(d0) -> (d0)>
func.func @fold_fill_generic_different_dtype(%arg0: tensor<?xf16>) -> (tensor<?xf16>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 7.0 : f32
  %0 = tensor.dim %arg0, %c0 : tensor<?xf16>
  %1 = tensor.empty(%0) : tensor<?xf16>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<?xf16>) -> tensor<?xf16>
  %3 = tensor.empty(%0) : tensor<?xf16>
  %4 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types=["parallel"]} ins(%arg0, %2 : tensor<?xf16>, tensor<?xf16>) outs (%3:tensor<?xf16>) {
  ^bb0(%arg1: f16, %arg2: f16, %arg3: f16):
    %5 = arith.addf  %arg1, %arg2 : f16
        linalg.yield %5 : f16
  } -> tensor<?xf16>
  return %4 : tensor<?xf16>
}

// CHECK: @fold_fill_generic_different_dtype: verified
// BAD: @fold_fill_generic_different_dtype: FAILED (return value mismatch)
