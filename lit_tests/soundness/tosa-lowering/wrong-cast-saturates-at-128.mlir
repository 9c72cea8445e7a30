// SOUNDNESS: wrong tosa-lowering: tosa.cast f32 to i8 whose upper clamp is edited from 127.0 to 128.0 (fptosi of 128 overflows: poison)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s | %mutate '1.270000e\+02' '1.280000e+02' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: tensor<4x3xf32>) -> tensor<4x3xi8> {
  %r = tosa.cast %x : (tensor<4x3xf32>) -> tensor<4x3xi8>
  return %r : tensor<4x3xi8>
}
