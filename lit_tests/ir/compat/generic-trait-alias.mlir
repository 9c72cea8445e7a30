// linalg.generic with its trait given by an attribute alias, as MLIR's
// tests write it.
// RUN: tv-opt %s | filecheck %s
#trait = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic #trait ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
