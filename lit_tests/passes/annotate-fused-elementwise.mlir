// Hand-fused elementwise generics: the whole body of a generic is one
// spec element; the consumer reads the producer's tensor.
// RUN: tv-opt --annotate %S/../Inputs/programs/fused_elementwise.mlir | filecheck %s

// CHECK:        tensors [@a : tensor<8x16xf32>, @b : tensor<8x16xf32>, @c : tensor<8x16xf32>, @r : tensor<8x16xf32>, @fma : tensor<8x16xf32>, @relu : tensor<8x16xf32>]
// CHECK:      ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
// CHECK-NEXT:   %m = arith.mulf %x, %y : f32
// CHECK-NEXT:   %s = arith.addf %m, %z : f32
// CHECK-NEXT:   %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:   tv.prophesy %s for @fused_elementwise_spec::@fma [%[[I]], %[[J]]] : f32
// CHECK:      ins(%fma : tensor<8x16xf32>) outs(%r : tensor<8x16xf32>)
// CHECK:        %[[R:.*]] = arith.maximumf
// CHECK-NEXT:   %[[I2:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[J2:.*]] = linalg.index 1 : index
// CHECK-NEXT:   tv.prophesy %[[R]] for @fused_elementwise_spec::@relu [%[[I2]], %[[J2]]] : f32
