// SOUNDNESS: wrong tensor-pack: lower_unpack with the final extract_slice at offset 1
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: tensor<3x8xf32>, %o: tensor<21xf32>) -> tensor<21xf32> {
  %r = tensor.unpack %a inner_dims_pos = [0] inner_tiles = [8] into %o : tensor<3x8xf32> -> tensor<21xf32>
  return %r : tensor<21xf32>
}

// ----- target

func.func @f(%arg0: tensor<3x8xf32>, %arg1: tensor<21xf32>) -> tensor<21xf32> {
  %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<3x8xf32> into tensor<24xf32>
  %extracted_slice = tensor.extract_slice %collapsed[1] [21] [1] : tensor<24xf32> to tensor<21xf32>
  %0 = linalg.copy ins(%extracted_slice : tensor<21xf32>) outs(%arg1 : tensor<21xf32>) -> tensor<21xf32>
  return %0 : tensor<21xf32>
}
