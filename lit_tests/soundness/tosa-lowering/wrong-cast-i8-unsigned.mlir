// SOUNDNESS: wrong tosa-lowering: tosa.cast i8 to f32 whose sitofp is edited to uitofp
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s | %mutate 'arith.sitofp' 'arith.uitofp' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: tensor<4xi8>) -> tensor<4xf32> {
  %r = tosa.cast %x : (tensor<4xi8>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
