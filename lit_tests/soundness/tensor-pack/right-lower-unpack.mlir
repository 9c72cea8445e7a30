// SOUNDNESS: right tensor-pack: lower_unpack of a tensor.unpack into 21 elements (a partial tile), unedited
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: tensor<3x8xf32>, %o: tensor<21xf32>) -> tensor<21xf32> {
  %r = tensor.unpack %a inner_dims_pos = [0] inner_tiles = [8] into %o : tensor<3x8xf32> -> tensor<21xf32>
  return %r : tensor<21xf32>
}

// ----- target

func.func @f(%arg0: tensor<3x8xf32>, %arg1: tensor<21xf32>) -> tensor<21xf32> {
  %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<3x8xf32> into tensor<24xf32>
  %extracted_slice = tensor.extract_slice %collapsed[0] [21] [1] : tensor<24xf32> to tensor<21xf32>
  %0 = linalg.copy ins(%extracted_slice : tensor<21xf32>) outs(%arg1 : tensor<21xf32>) -> tensor<21xf32>
  return %0 : tensor<21xf32>
}
