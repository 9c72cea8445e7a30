#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}, {bufferization.writable = false}], function_type = (tensor<3x6xf32>, tensor<3xf32>) -> tensor<3x6xf32>, sym_name = "std_norm_dispatch_1_reduction_3x6_f32"}> ({
  ^bb0(%arg0: tensor<3x6xf32>, %arg1: tensor<3xf32>):
    %0 = "arith.constant"() <{value = 5.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
    %2 = "tensor.empty"() : () -> tensor<3x6xf32>
    %3 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %9 = "arith.mulf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.addf"(%9, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<3x6xf32>, tensor<3xf32>) -> tensor<3xf32>
    %4 = "linalg.generic"(%arg0, %3, %2) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %5 = "arith.divf"(%arg3, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "math.sqrt"(%5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %7 = "arith.addf"(%6, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.divf"(%arg2, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<3x6xf32>, tensor<3xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    "func.return"(%4) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
