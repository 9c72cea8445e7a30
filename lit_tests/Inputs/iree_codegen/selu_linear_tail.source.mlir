#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}, {bufferization.writable = false}, {bufferization.writable = false}], function_type = (tensor<2x5xf32>, tensor<6x5xf32>, tensor<6xf32>) -> tensor<2x6xf32>, sym_name = "selu_leaky_mlp_dispatch_0_matmul_like_2x6x5_f32"}> ({
  ^bb0(%arg0: tensor<2x5xf32>, %arg1: tensor<6x5xf32>, %arg2: tensor<6xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.0507009 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.67326319 : f32}> : () -> f32
    %4 = "tensor.empty"() : () -> tensor<2x6xf32>
    %5 = "linalg.generic"(%0, %4) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (f32, tensor<2x6xf32>) -> tensor<2x6xf32>
    %6 = "linalg.generic"(%arg0, %arg1, %5) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %20 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %21 = "arith.addf"(%arg8, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (tensor<2x5xf32>, tensor<6x5xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %7 = "linalg.generic"(%6, %arg2, %4) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %8 = "arith.addf"(%arg3, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %9 = "arith.addf"(%8, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.cmpf"(%0, %9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %11 = "arith.select"(%10, %0, %9) : (i1, f32, f32) -> f32
      %12 = "arith.cmpf"(%0, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %13 = "arith.select"(%12, %0, %9) : (i1, f32, f32) -> f32
      %14 = "math.exp"(%13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %15 = "arith.subf"(%14, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "arith.mulf"(%15, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %17 = "arith.mulf"(%16, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "arith.mulf"(%11, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %19 = "arith.addf"(%18, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%19) : (f32) -> ()
    }) : (tensor<2x6xf32>, tensor<6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    "func.return"(%7) : (tensor<2x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
