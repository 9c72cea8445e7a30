// SOUNDNESS: right tosa-lowering: tosa.cast f32 to i8 by tosa-to-linalg (roundeven, clamp to [-128, 127], fptosi)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: tensor<4x3xf32>) -> tensor<4x3xi8> {
  %r = tosa.cast %x : (tensor<4x3xf32>) -> tensor<4x3xi8>
  return %r : tensor<4x3xi8>
}
