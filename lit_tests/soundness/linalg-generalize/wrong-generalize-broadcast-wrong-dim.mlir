// SOUNDNESS: wrong linalg-generalize: the generalized broadcast reading (d0) instead of (d1)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch (2/2))

func.func @f(%a: tensor<3x3x4xf32>, %o: tensor<4x3x3xf32>, %b: tensor<3xf32>, %o2: tensor<3x3x4xf32>) -> (tensor<4x3x3xf32>, tensor<3x3x4xf32>) {
  %t = linalg.transpose ins(%a : tensor<3x3x4xf32>) outs(%o : tensor<4x3x3xf32>) permutation = [2, 0, 1]
  %r = linalg.broadcast ins(%b : tensor<3xf32>) outs(%o2 : tensor<3x3x4xf32>) dimensions = [0, 2]
  return %t, %r : tensor<4x3x3xf32>, tensor<3x3x4xf32>
}

// ----- target

#map = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0)>
func.func @f(%arg0: tensor<3x3x4xf32>, %arg1: tensor<4x3x3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3x3x4xf32>) -> (tensor<4x3x3xf32>, tensor<3x3x4xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x3x4xf32>) outs(%arg1 : tensor<4x3x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x3x3xf32>
  %1 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<3xf32>) outs(%arg3 : tensor<3x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x3x4xf32>
  return %0, %1 : tensor<4x3x3xf32>, tensor<3x3x4xf32>
}
