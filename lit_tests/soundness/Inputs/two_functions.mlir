// Two functions of one file, for the spec-pairing cases of the adversarial
// suite: @relu = max(a, 0) and @negpart = min(a, 0), elementwise.
#id = affine_map<(i, j) -> (i, j)>
func.func @relu(%a: tensor<4x8xf32>, %r: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%r : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  func.return %y : tensor<4x8xf32>
}
func.func @negpart(%a: tensor<4x8xf32>, %r: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%r : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.minimumf %x, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  func.return %y : tensor<4x8xf32>
}
