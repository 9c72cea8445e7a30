// batch_matmul: three parallel dims index the output, one reduction stage.
// The chain prophecy (annotate{bare-reductions=false}; bare by default).
// RUN: tv-opt -p 'annotate{bare-reductions=false}' %S/../Inputs/programs/batch_matmul.mlir | filecheck %s

// CHECK:      tv.spec @batch_matmul_spec source "func.func @batch_matmul(
// CHECK-SAME:   indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [\22parallel\22, \22parallel\22, \22parallel\22, \22reduction\22]
// CHECK-SAME:   tensors [@A : tensor<2x8x16xf32>, @B : tensor<2x16x4xf32>, @C : tensor<2x8x4xf32>, @AB : tensor<2x8x4xf32> stages 1]
// CHECK:        arith.mulf %in, %in_1
// CHECK-NEXT:   %[[S:.*]] = arith.addf %out
// CHECK-NEXT:   %[[B:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT:   %[[J:.*]] = linalg.index 2 : index
// CHECK-NEXT:   %[[K:.*]] = linalg.index 3 : index
// CHECK-NEXT:   tv.prophesy %[[S]] for @batch_matmul_spec::@AB [%[[B]], %[[I]], %[[J]]] stage [%[[K]]] : f32
