// SOUNDNESS: wrong tensor-pack: lower_pack's tensor.pad yielding -0.0 instead of the padding value
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: tensor<5x3xf32>, %d: tensor<2x2x4x2xf32>) -> tensor<2x2x4x2xf32> {
  %pad = arith.constant 0.0 : f32
  %r = tensor.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<5x3xf32> -> tensor<2x2x4x2xf32>
  return %r : tensor<2x2x4x2xf32>
}

// ----- target

  func.func @f(%arg0: tensor<5x3xf32>, %arg1: tensor<2x2x4x2xf32>) -> tensor<2x2x4x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cstn = arith.constant -0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0] high[3, 1] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %cstn : f32
    } : tensor<5x3xf32> to tensor<8x4xf32>
    %expanded = tensor.expand_shape %padded [[0, 1], [2, 3]] output_shape [2, 4, 2, 2] : tensor<8x4xf32> into tensor<2x4x2x2xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<2x4x2x2xf32>) outs(%arg1 : tensor<2x2x4x2xf32>) permutation = [0, 2, 1, 3] 
    return %transposed : tensor<2x2x4x2xf32>
  }
