// Spec tensor names: SSA name hints where there are some, `arg<i>` and
// `<opname><i>` otherwise, made unique; a generic with several results
// gets an array of names and one prophecy per result, each with its
// output map.
// RUN: tv-opt --annotate %s | filecheck %s
// The spec text of the multi-result generic parses back.
// RUN: tv-opt --annotate %s | tv-opt | filecheck %s

// CHECK:      tv.spec @names_spec source "func.func @names(%0: tensor<4xf32> {tv.name = \22arg0\22}, %x: tensor<4xf32> {tv.name = \22x\22}, %x_1: tensor<2x4xf32> {tv.name = \22x_1\22})
// CHECK-SAME:   attrs =  {tv.name = \22add0\22}
// CHECK-SAME:   attrs =  {tv.name = \22add1\22}
// CHECK-SAME:   attrs =  {tv.name = [\22generic0_0\22, \22generic0_1\22]}
// CHECK-SAME:   tensors [@arg0 : tensor<4xf32>, @x : tensor<4xf32>, @x_1 : tensor<2x4xf32>, @add0 : tensor<4xf32>, @add1 : tensor<4xf32>, @generic0_0 : tensor<4x2xf32>, @generic0_1 : tensor<2x4xf32>]
// CHECK:      %n = arith.negf %a : f32
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[P:.*]] = tv.prophesy %n for @names_spec::@generic0_0 [%[[I]], %[[J]]] : f32
// CHECK-NEXT: %[[Q:.*]] = tv.prophesy %a for @names_spec::@generic0_1 [%[[J]], %[[I]]] : f32
// CHECK-NEXT: linalg.yield %[[P]], %[[Q]] : f32, f32
"func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> (tensor<4x2xf32>, tensor<2x4xf32>), sym_name = "names"}> ({
^bb0(%0: tensor<4xf32>, %x: tensor<4xf32>, %x_1: tensor<2x4xf32>):
  %1 = linalg.add ins(%0, %x : tensor<4xf32>, tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.add ins(%1, %x : tensor<4xf32>, tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x2xf32>
  %3:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4xf32>) outs(%e, %x_1 : tensor<4x2xf32>, tensor<2x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %n = arith.negf %a : f32
    linalg.yield %n, %a : f32, f32
  } -> (tensor<4x2xf32>, tensor<2x4xf32>)
  "func.return"(%3#0, %3#1) : (tensor<4x2xf32>, tensor<2x4xf32>) -> ()
}) : () -> ()
