// SOUNDNESS: wrong tensor-pack: tensor.pack whose padding value became -0.0
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: tensor<5x3xf32>, %d: tensor<2x2x4x2xf32>) -> tensor<2x2x4x2xf32> {
  %pad = arith.constant 0.0 : f32
  %r = tensor.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<5x3xf32> -> tensor<2x2x4x2xf32>
  return %r : tensor<2x2x4x2xf32>
}

// ----- target

func.func @f(%x: tensor<5x3xf32>, %d: tensor<2x2x4x2xf32>) -> tensor<2x2x4x2xf32> {
  %pad = arith.constant -0.0 : f32
  %r = tensor.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<5x3xf32> -> tensor<2x2x4x2xf32>
  return %r : tensor<2x2x4x2xf32>
}
