// SOUNDNESS: wrong tosa-lowering: tosa.reduce_sum over axis 0 whose linalg.reduce reduces dimension 1 instead (a square input: the types still match)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s | %mutate 'dimensions = \[0\]' 'dimensions = [1]' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: tensor<3x3xi32>) -> tensor<1x3xi32> {
  %r = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<3x3xi32>) -> tensor<1x3xi32>
  return %r : tensor<1x3xi32>
}
