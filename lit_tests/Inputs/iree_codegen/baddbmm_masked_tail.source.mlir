#map = affine_map<(d0, d1, d2) -> ()>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}, {bufferization.writable = false}, {bufferization.writable = false}], function_type = (tensor<2x3x5xf32>, tensor<2x5x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "baddbmm_dispatch_0_matmul_like_2x3x4x5_f32"}> ({
  ^bb0(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2x5x4xf32>, %arg2: tensor<2x3x4xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<2x3x4xf32>
    %4 = "linalg.generic"(%0, %3) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (f32, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %5 = "linalg.generic"(%arg0, %arg1, %4) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %11 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %12 = "arith.addf"(%arg8, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) : (tensor<2x3x5xf32>, tensor<2x5x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %6 = "linalg.generic"(%arg2, %5, %3) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %7 = "arith.addf"(%arg4, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.mulf"(%7, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %9 = "arith.mulf"(%arg3, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.addf"(%9, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%6) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
