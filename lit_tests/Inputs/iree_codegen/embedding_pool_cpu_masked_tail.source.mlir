#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}], function_type = (tensor<2x3xi64>) -> tensor<2x4xf32>, sym_name = "embedding_pool_dispatch_0_reduction_2x4x3_i64xf32"}> ({
  ^bb0(%arg0: tensor<2x3xi64>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<[[-1.54053986, -0.351461768, -0.318608969, -1.22206187], [2.17232513, -0.502008319, 0.902878642, -1.64577687], [1.48167717, 2.50399351, 0.347873241, 1.56381297], [1.28715491, -0.127719283, -0.14684771, -0.904442965], [-1.637580e-01, 0.878953993, -1.01292777, -0.302305847], [-0.994177937, -0.540861249, -0.844084322, 0.152935416]]> : tensor<6x4xf32>}> : () -> tensor<6x4xf32>
    %2 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<2x4xf32>
    %4 = "linalg.generic"(%3) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg5: f32):
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = "linalg.generic"(%arg0, %4) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: i64, %arg4: f32):
      %8 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %9 = "arith.index_cast"(%arg3) : (i64) -> index
      %10 = "tensor.extract"(%1, %9, %8) : (tensor<6x4xf32>, index, index) -> f32
      %11 = "arith.addf"(%10, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<2x3xi64>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "linalg.generic"(%5, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %7 = "arith.divf"(%arg1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%7) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%6) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
