// SOUNDNESS: wrong tv-check: mlir-opt-19's tosa-to-linalg of tosa.abs with the absf replaced by negf
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' %s | %mutate 'math.absf %in' 'arith.negf %in' > %t.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.mlir | filecheck %s

func.func @abs(%x: tensor<?xf32>) -> tensor<4xf32> {
  %r = tosa.abs %x : (tensor<?xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: @abs: FAILED (return value mismatch)
