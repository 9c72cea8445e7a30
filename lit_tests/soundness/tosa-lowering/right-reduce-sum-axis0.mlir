// SOUNDNESS: right tosa-lowering: tosa.reduce_sum over axis 0 lowered to linalg.reduce and expand_shape
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: tensor<3x3xi32>) -> tensor<1x3xi32> {
  %r = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<3x3xi32>) -> tensor<1x3xi32>
  return %r : tensor<1x3xi32>
}
