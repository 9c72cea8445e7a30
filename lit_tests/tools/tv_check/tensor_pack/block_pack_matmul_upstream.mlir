// REQUIRES: mlir-opt-19
// MLIR 19's --linalg-block-pack-matmul: the operands tensor.pack-ed into
// blocks (one with outer_dims_perm = [1, 0] and inner_dims_pos = [1, 0]),
// a blocked generic matmul, the result tensor.unpack-ed.  The blocks keep
// the reduction's order (k = k_outer * 2 + k_inner).
// RUN: %mlir-opt --linalg-block-pack-matmul="block-factors=1,1,2" %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @block_matmul: verified
//
// B packed without its outer permutation (the same type): the blocks are
// read transposed.
// RUN: %mutate 'outer_dims_perm = \[1, 0\] ' '' < %t.tgt.mlir > %t.perm.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.perm.mlir | filecheck %s --check-prefix=PERM
// PERM: @block_matmul: FAILED

func.func @block_matmul(%A: tensor<2x4xf32>, %B: tensor<4x2xf32>, %C: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<2x4xf32>, tensor<4x2xf32>) outs(%C : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
