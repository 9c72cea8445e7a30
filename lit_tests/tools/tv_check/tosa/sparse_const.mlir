// A tosa.const whose value is a sparse elements attribute (MLIR 19's
// ElementsAttr; unlisted elements are zero) against mlir-opt-19's
// tosa-to-linalg (an arith.constant of the same sparse value, then 1 / x
// elementwise): verified.  The constant's 4.0 made 8.0 is FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-arith,tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate '4.000000e\+00' '8.000000e+00' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @reciprocal_sparse() -> tensor<4xf32> {
  %0 = "tosa.const"() {value = sparse<[[1], [3]], [2.0, 4.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %1 = tosa.reciprocal %0 : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK: @reciprocal_sparse: verified

// BAD: @reciprocal_sparse: FAILED (return value mismatch)
