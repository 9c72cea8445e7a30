#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}], function_type = (tensor<2x4xf32>) -> tensor<2x8xf32>, sym_name = "mlp_dispatch_0_matmul_like_2x8x4_f32"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "arith.constant"() <{value = dense<[[-3.743410e-03, 0.268221796, -0.411522567, -0.367969513], [-0.192577183, 0.134078681, -0.00990658998, 0.396444738], [-0.0443720222, 0.132306278, -0.151106536, -0.0982826948], [-0.477674246, -0.331141055, -0.20611155, 0.0185217857], [0.197667599, 0.300011396, -0.338970542, -0.217731416], [0.181608558, 0.415193975, -0.102900088, 0.374155879], [-0.0805916786, 0.0529070497, 0.452738106, -0.46383518], [-0.31476897, -0.126582623, -0.194899976, 0.432000399]]> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<[-0.324089825, -0.230166435, -0.349320233, -0.468280494, -0.291870236, 0.42979902, 0.223109186, 0.242336273]> : tensor<8xf32>}> : () -> tensor<8xf32>
    %3 = "tensor.empty"() : () -> tensor<2x8xf32>
    %4 = "linalg.generic"(%1, %3) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<2x8xf32>) -> tensor<2x8xf32>
    %5 = "linalg.generic"(%arg0, %0, %4) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %11 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %12 = "arith.addf"(%arg6, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<8x4xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %6 = "linalg.generic"(%5, %2, %3) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %7 = "arith.addf"(%arg1, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.addf"(%7, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %9 = "arith.cmpf"(%8, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %10 = "arith.select"(%9, %8, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<2x8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    "func.return"(%6) : (tensor<2x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
