// SOUNDNESS: wrong tosa-lowering: tosa.cast f32 to i8 whose math.roundeven is edited to math.round (ties away from zero)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s | %mutate 'math.roundeven' 'math.round' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: tensor<4x3xf32>) -> tensor<4x3xi8> {
  %r = tosa.cast %x : (tensor<4x3xf32>) -> tensor<4x3xi8>
  return %r : tensor<4x3xi8>
}
