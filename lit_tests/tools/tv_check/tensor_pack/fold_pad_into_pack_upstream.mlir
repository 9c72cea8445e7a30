// REQUIRES: mlir-opt-19
// A tensor.pad folded into the tensor.pack that reads it (as
// Dialect/Tensor/fold-into-pack-and-unpack.mlir @pad_pack runs it): the
// pack's dest is then larger than the packed extents of its new source
// (3 tiles of 8 rows for 9 rows), which MLIR allows (dest need only be
// large enough); the extra tile is padding.  It was FAILED ("target is
// undefined") while tvmlir asked dest to be exactly the packed extents.
// RUN: %mlir-opt -test-tensor-transform-patterns=test-fold-into-pack-and-unpack %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @pad_pack: verified
//
// The pack padding with 1.0: the pad's zeros are lost.
// RUN: %mutate 'arith.constant 0.000000e\+00 : f32' 'arith.constant 1.000000e+00 : f32' < %t.tgt.mlir > %t.one.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.one.mlir | filecheck %s --check-prefix=ONE
// ONE: @pad_pack: FAILED (return value mismatch)

func.func @pad_pack(%src: tensor<9x4xf32>) -> tensor<3x1x8x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %src low[0, 0] high[15, 0] {
  ^bb0(%arg0: index, %arg1: index):
    tensor.yield %cst : f32
  } : tensor<9x4xf32> to tensor<24x4xf32>
  %empty = tensor.empty() : tensor<3x1x8x4xf32>
  %pack = tensor.pack %padded padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %empty
      : tensor<24x4xf32> -> tensor<3x1x8x4xf32>
  return %pack : tensor<3x1x8x4xf32>
}
