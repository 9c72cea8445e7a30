// SOUNDNESS: wrong tensor-concat: decompose_concat whose tensor.empty has dim + 2 rows instead of dim + 3
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

func.func @f(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// ----- target

#map = affine_map<()[s0] -> (s0 + 2)>
func.func @f(%arg0: tensor<?x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
  %0 = affine.apply #map()[%dim]
  %1 = tensor.empty(%0) : tensor<?x4xf32>
  %dim_0 = tensor.dim %arg0, %c0 : tensor<?x4xf32>
  %dim_1 = tensor.dim %arg0, %c0 : tensor<?x4xf32>
  %inserted_slice = tensor.insert_slice %arg0 into %1[0, 0] [%dim_1, 4] [1, 1] : tensor<?x4xf32> into tensor<?x4xf32>
  %inserted_slice_2 = tensor.insert_slice %arg1 into %inserted_slice[%dim_0, 0] [3, 4] [1, 1] : tensor<3x4xf32> into tensor<?x4xf32>
  return %inserted_slice_2 : tensor<?x4xf32>
}
