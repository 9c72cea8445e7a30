// Convolutions: the input map is not a permutation (i + k), which the
// contract allows; only the output map must be.  conv_2d_nhwc_hwcf has
// three reduction dims (kh, kw, c), in that order in the stage.
// RUN: tv-opt --annotate %S/../Inputs/programs/conv1d.mlir | filecheck %s --check-prefix=C1
// RUN: tv-opt --annotate %S/../Inputs/programs/conv2d.mlir | filecheck %s --check-prefix=C2

// C1:      indexing_maps = [affine_map<(d0, d1) -> ((d0 + d1))>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [\22parallel\22, \22reduction\22]
// C1:        tensors [{{.*}}@y : tensor<16xf32> stages 1
// C1:        %[[I:.*]] = linalg.index 0 : index
// C1-NEXT:   %[[K:.*]] = linalg.index 1 : index
// C1-NEXT:   tv.prophesy %{{.*}} for @conv1d_spec::@y [%[[I]]] stage [%[[K]]] : f32

// C2:      affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, (d1 + d4), (d2 + d5), d6)>
// C2:        tensors [@in : tensor<1x6x6x2xf32>, @w : tensor<3x3x2x4xf32>, @out : tensor<1x4x4x4xf32>, @y : tensor<1x4x4x4xf32> stages 3]
// C2:        %[[N:.*]] = linalg.index 0 : index
// C2-NEXT:   %[[H:.*]] = linalg.index 1 : index
// C2-NEXT:   %[[W:.*]] = linalg.index 2 : index
// C2-NEXT:   %[[F:.*]] = linalg.index 3 : index
// C2-NEXT:   %[[KH:.*]] = linalg.index 4 : index
// C2-NEXT:   %[[KW:.*]] = linalg.index 5 : index
// C2-NEXT:   %[[C:.*]] = linalg.index 6 : index
// C2-NEXT:   tv.prophesy %{{.*}} for @conv2d_spec::@y [%[[N]], %[[H]], %[[W]], %[[F]]] stage [%[[KH]], %[[KW]], %[[C]]] : f32
