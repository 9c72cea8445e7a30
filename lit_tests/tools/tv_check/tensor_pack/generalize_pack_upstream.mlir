// REQUIRES: mlir-opt-19
// MLIR 19's generalization of tensor.pack (test-generalize-tensor-pack, as
// Dialect/Linalg/generalize-tensor-pack.mlir runs it): a pack whose outer
// dimensions are all 1 becomes a tensor.pad with the padding value (the
// tile does not divide the extent), a linalg.transpose (inner_dims_pos out
// of order) and an insert_slice.
// RUN: %mlir-opt -test-linalg-transform-patterns="test-generalize-tensor-pack" %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @pack_padded: verified
// CHECK: @pack_transposed: verified
//
// The padding put before the data instead of after it.
// RUN: %mutate 'low\[0, 0\] high\[1, 3\]' 'low[1, 0] high[0, 3]' < %t.tgt.mlir > %t.low.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.low.mlir --function pack_padded | filecheck %s --check-prefix=LOW
// LOW: @pack_padded: FAILED (return value mismatch)

func.func @pack_padded(%s: tensor<3x5xf32>, %pv: f32) -> tensor<1x1x4x8xf32> {
  %d = tensor.empty() : tensor<1x1x4x8xf32>
  %p = tensor.pack %s padding_value(%pv : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %d : tensor<3x5xf32> -> tensor<1x1x4x8xf32>
  return %p : tensor<1x1x4x8xf32>
}
func.func @pack_transposed(%s: tensor<4x2xf32>) -> tensor<1x1x2x4xf32> {
  %d = tensor.empty() : tensor<1x1x2x4xf32>
  %p = tensor.pack %s inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %d : tensor<4x2xf32> -> tensor<1x1x2x4xf32>
  return %p : tensor<1x1x2x4xf32>
}
