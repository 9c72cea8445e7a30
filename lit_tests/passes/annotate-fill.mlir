// linalg.fill: the scalar input has the empty map; the prophecy wraps the
// scalar block argument.  A function without linalg is left alone.
// RUN: tv-opt --annotate %s | filecheck %s

// CHECK:      tv.spec @fill_spec source "func.func @fill(%v: f32, %out: tensor<4x8xf32> {tv.name = \22out\22}) -> tensor<4x8xf32> {\0A  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%v : f32) outs(%out : tensor<4x8xf32>) attrs =  {tv.name = \22fill0\22}
// CHECK-SAME:   tensors [@out : tensor<4x8xf32>, @fill0 : tensor<4x8xf32>]
// CHECK:      ^bb0(%in: f32, %out_1: f32):
// CHECK-NEXT:   %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:   %[[P:.*]] = tv.prophesy %in for @fill_spec::@fill0 [%[[I]], %[[J]]] : f32
// CHECK-NEXT:   linalg.yield %[[P]] : f32
func.func @fill(%v: f32, %out: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%out : tensor<4x8xf32>) -> tensor<4x8xf32>
  func.return %0 : tensor<4x8xf32>
}

// CHECK-NOT:  tv.spec @scalar_spec
// CHECK:      func.func @scalar(%x: f32) -> f32 {
// CHECK-NEXT:   %0 = arith.addf %x, %x : f32
// CHECK-NEXT:   func.return %0 : f32
func.func @scalar(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  func.return %0 : f32
}
