// SOUNDNESS: wrong tosa-lowering: tosa.cast i1 to i32 whose extui is edited to extsi (true becomes -1)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),canonicalize)' %s | %mutate 'arith.extui' 'arith.extsi' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: tensor<4xi1>) -> tensor<4xi32> {
  %r = tosa.cast %x : (tensor<4xi1>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
