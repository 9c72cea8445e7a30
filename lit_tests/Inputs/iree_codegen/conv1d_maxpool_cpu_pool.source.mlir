#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1 * 2 + d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}], function_type = (tensor<4x8xf32>) -> tensor<4x4xf32>, sym_name = "conv1d_maxpool_dispatch_2_conv_4x4x2_f32"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %0 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %1 = "tensor.empty"() : () -> tensor<2xf32>
    %2 = "tensor.empty"() : () -> tensor<4x4xf32>
    %3 = "linalg.generic"(%2) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg4: f32):
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "linalg.generic"(%arg0, %1, %3) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %5 = "arith.maximumf"(%arg3, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%5) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<2xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%4) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
