// SOUNDNESS: wrong tosa-lowering: mlir-opt-19's own tosa-to-linalg of arithmetic_right_shift with round = true, unmutated, is poison for a shift of 0: the rounding bit is (a >> (0 - 1)), a shift by -1, and `andi false, poison` stays poison
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' %s > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @ars: FAILED (return value mismatch)
// CHECK: target: poison

func.func @ars(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
