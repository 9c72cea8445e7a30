// SOUNDNESS: right tosa-lowering: tosa.mul with shift 2 lowered through tosa.apply_scale to i64 arithmetic (round, shift right)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.mul %x, %y {shift = 2 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
