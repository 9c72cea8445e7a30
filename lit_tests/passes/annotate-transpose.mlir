// Transpose: the input map is the permutation, the output map the
// identity, so the prophecy indices are (d0, d1) = the output element.
// RUN: tv-opt --annotate %S/../Inputs/programs/transpose.mlir | filecheck %s

// CHECK:      tv.spec @transpose_spec source "func.func @transpose(%A: tensor<8x16xf32> {tv.name = \22A\22}, %T: tensor<16x8xf32> {tv.name = \22T\22})
// CHECK-SAME:   indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK-SAME:   tensors [@A : tensor<8x16xf32>, @T : tensor<16x8xf32>, @AT : tensor<16x8xf32>]
// CHECK:      ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:   %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:   tv.prophesy %in for @transpose_spec::@AT [%[[I]], %[[J]]] : f32
