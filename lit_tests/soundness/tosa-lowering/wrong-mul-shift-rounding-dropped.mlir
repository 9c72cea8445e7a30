// SOUNDNESS: wrong tosa-lowering: tosa.mul with shift 2 whose rounding constant is edited from 2 to 1 (half the rounding)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s | %mutate '%5 = arith.addi %4, %c2_i64 : i64' '%c1_i64 = arith.constant 1 : i64\n      %5 = arith.addi %4, %c1_i64 : i64' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.mul %x, %y {shift = 2 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
