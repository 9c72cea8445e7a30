// SOUNDNESS: wrong tosa-lowering: tosa.clamp whose maximumf is edited to maxnumf (a NaN input clamps to -1 instead of staying NaN)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s | %mutate 'maximumf %2, %cst_0' 'maxnumf %2, %cst_0' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = tosa.clamp %x {min_fp = -1.0 : f32, max_fp = 2.0 : f32, min_int = -1 : i64, max_int = 2 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
