// A broadcast feeding an add: two parallel generics, no stages; the
// broadcast's prophecy wraps the input element itself.
// RUN: tv-opt --annotate %S/../Inputs/programs/add_broadcast.mlir | filecheck %s

// CHECK:      tv.spec @add_broadcast_spec source "func.func @add_broadcast(%A: tensor<8x16xf32> {tv.name = \22A\22}, %b: tensor<16xf32> {tv.name = \22b\22}, %C: tensor<8x16xf32> {tv.name = \22C\22})
// CHECK-SAME:   %e = tensor.empty() : tensor<8x16xf32>
// CHECK-SAME:   %bb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK-SAME:   attrs =  {tv.name = \22bb\22}
// CHECK-SAME:   attrs =  {tv.name = \22sum\22}
// CHECK-SAME:   tensors [@A : tensor<8x16xf32>, @b : tensor<16xf32>, @C : tensor<8x16xf32>, @bb : tensor<8x16xf32>, @sum : tensor<8x16xf32>]

// CHECK:      %bb = linalg.generic
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:   %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:   %[[P:.*]] = tv.prophesy %in for @add_broadcast_spec::@bb [%[[I]], %[[J]]] : f32
// CHECK-NEXT:   linalg.yield %[[P]] : f32
// CHECK:      %sum = linalg.generic
// CHECK:        %[[S:.*]] = arith.addf
// CHECK-NEXT:   %[[I2:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[J2:.*]] = linalg.index 1 : index
// CHECK-NEXT:   tv.prophesy %[[S]] for @add_broadcast_spec::@sum [%[[I2]], %[[J2]]] : f32
