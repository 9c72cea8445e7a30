#map = affine_map<(d0, d1, d2) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d1 * 2 + d3, d2 * 2 + d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}], function_type = (tensor<4x4xf32>) -> tensor<2x2x4xf32>, sym_name = "vit_patch_embed_dispatch_0_conv_4x2x2x2x2_f32"}> ({
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = "arith.constant"() <{value = dense<[0.45541209, -0.195198834, -0.201117575, -0.149034083]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %1 = "arith.constant"() <{value = dense<[[[0.264429212, -0.124946415], [-0.424915314, 0.0307821631]], [[0.466027319, -0.223013818], [-0.162773073, 0.39101243]], [[-0.0695727468, -0.190966666], [-0.100707769, 0.0183095336]], [[-0.407335103, -0.142893672], [0.48482579, -0.107185662]]]> : tensor<4x2x2xf32>}> : () -> tensor<4x2x2xf32>
    %2 = "arith.constant"() <{value = dense<[[[-0.0340232104, 0.414404392, -0.633208334, -0.286082327], [1.48167717, 2.50399351, 0.347873241, 1.56381297]], [[-0.328057826, 0.521204472, 1.68517399, 0.430109262], [-1.637580e-01, 0.878953993, -1.01292777, -0.302305847]]]> : tensor<2x2x4xf32>}> : () -> tensor<2x2x4xf32>
    %3 = "tensor.empty"() : () -> tensor<2x2x4xf32>
    %4 = "tensor.empty"() : () -> tensor<4x2x2xf32>
    %5 = "linalg.generic"(%0, %4) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %6 = "linalg.generic"(%arg0, %1, %5) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %9 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.addf"(%arg6, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %7 = "linalg.generic"(%6, %2, %3) <{indexing_maps = [#map1, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %8 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<4x2x2xf32>, tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    "func.return"(%7) : (tensor<2x2x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
