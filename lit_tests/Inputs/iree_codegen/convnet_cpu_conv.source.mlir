#map = affine_map<(d0, d1, d2) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d1 + d3, d2 + d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}], function_type = (tensor<6x6xf32>) -> tensor<2x4x4xf32>, sym_name = "convnet_dispatch_0_conv_2x4x4x3x3_f32"}> ({
  ^bb0(%arg0: tensor<6x6xf32>):
    %0 = "arith.constant"() <{value = dense<[0.224605963, -0.145341724]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %1 = "arith.constant"() <{value = dense<[[[-0.332509339, 0.0623906851, -0.0561533384], [-0.0548537187, -0.152585626, 0.128185391], [-0.197434515, 0.122197114, 0.168569371]], [[0.238623857, 0.124637052, -0.329911768], [-0.2162323, 0.166438341, 0.0697671175], [-2.600280e-01, -0.191939831, 0.313583106]]]> : tensor<2x3x3xf32>}> : () -> tensor<2x3x3xf32>
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<2x4x4xf32>
    %4 = "linalg.generic"(%0, %3) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %5 = "linalg.generic"(%arg0, %1, %4) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %9 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.addf"(%arg5, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<6x6xf32>, tensor<2x3x3xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %6 = "linalg.generic"(%5, %3) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %7 = "arith.cmpf"(%arg1, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %8 = "arith.select"(%7, %arg1, %2) : (i1, f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    "func.return"(%6) : (tensor<2x4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
