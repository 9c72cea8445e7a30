// SOUNDNESS: right tensor-pack: lower_pack of a dynamic tensor.pack with a padding value, unedited
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: tensor<?xf32>, %o: tensor<?x8xf32>, %p: f32) -> tensor<?x8xf32> {
  %r = tensor.pack %a padding_value(%p : f32) inner_dims_pos = [0] inner_tiles = [8] into %o : tensor<?xf32> -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}

// ----- target

#map = affine_map<()[s0, s1] -> (s0 * 8 - s1)>
func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?x8xf32>, %arg2: f32) -> tensor<?x8xf32> {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
  %dim_0 = tensor.dim %arg1, %c0 : tensor<?x8xf32>
  %0 = affine.apply #map()[%dim_0, %dim]
  %padded = tensor.pad %arg0 low[0] high[%0] {
  ^bb0(%arg3: index):
    tensor.yield %arg2 : f32
  } : tensor<?xf32> to tensor<?xf32>
  %dim_1 = tensor.dim %padded, %c0 : tensor<?xf32>
  %1 = arith.divui %dim_1, %c8 : index
  %expanded = tensor.expand_shape %padded [[0, 1]] output_shape [%1, 8] : tensor<?xf32> into tensor<?x8xf32>
  return %expanded : tensor<?x8xf32>
}
