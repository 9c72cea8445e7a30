// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: undefined-alias.mlir:4:45: error: undefined symbol alias '#map'
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
