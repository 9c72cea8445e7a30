// SOUNDNESS: right tv-check: tosa.abs of a dynamic operand into a static result (no broadcast for a unary op) against mlir-opt-19's tosa-to-linalg
// REQUIRES: mlir-opt-19
// A unary TOSA op requires its input's shape to be the output's: the
// operand is not broadcast (an extent 1 read at index 0 was a false alarm
// against the lowering, which casts, issue 21).
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' %s > %t.mlir
// RUN: tv-check --accept-bounded %s %t.mlir | filecheck %s

func.func @abs(%x: tensor<?xf32>) -> tensor<4xf32> {
  %r = tosa.abs %x : (tensor<?xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: @abs: verified for extents <= 50
