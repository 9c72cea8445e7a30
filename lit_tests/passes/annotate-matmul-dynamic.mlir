// Dynamic shapes: the spec tensors keep the `?` sizes; the prophecy is the
// same as for static shapes.
// The chain prophecy (annotate{bare-reductions=false}; bare by default).
// RUN: tv-opt -p 'annotate{bare-reductions=false}' %S/../Inputs/programs/matmul_dynamic.mlir | filecheck %s

// CHECK:      tv.spec @matmul_dynamic_spec source "func.func @matmul_dynamic(%A: tensor<?x?xf32> {tv.name = \22A\22}, %B: tensor<?x?xf32> {tv.name = \22B\22}, %C: tensor<?x?xf32> {tv.name = \22C\22}) -> tensor<?x?xf32> {
// CHECK-SAME:   attrs =  {tv.name = \22AB\22}
// CHECK-SAME:   tensors [@A : tensor<?x?xf32>, @B : tensor<?x?xf32>, @C : tensor<?x?xf32>, @AB : tensor<?x?xf32> stages 1]
// CHECK:        %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:   %[[K:.*]] = linalg.index 2 : index
// CHECK-NEXT:   tv.prophesy %{{.*}} for @matmul_dynamic_spec::@AB [%[[I]], %[[J]]] stage [%[[K]]] : f32
