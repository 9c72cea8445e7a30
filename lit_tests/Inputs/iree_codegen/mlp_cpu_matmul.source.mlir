#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}], function_type = (tensor<2x8xf32>) -> tensor<2x3xf32>, sym_name = "mlp_dispatch_1_matmul_like_2x3x8_f32"}> ({
  ^bb0(%arg0: tensor<2x8xf32>):
    %0 = "arith.constant"() <{value = dense<[[0.0185939241, -0.181260988, 0.0598158166, -0.330110937, -0.255465746, -0.182267368, 0.223070249, 0.20729585], [-0.156799167, -0.0127570499, 0.226118848, 0.351479113, 0.140319034, 0.0477625355, 0.237052709, -0.208173066], [0.0658825636, -0.274111897, -0.24504295, -0.182639867, 0.159973383, 0.142185166, -0.209428236, 0.106810987]]> : tensor<3x8xf32>}> : () -> tensor<3x8xf32>
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<[0.194090918, -0.0446245782, 0.0134992143]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %3 = "tensor.empty"() : () -> tensor<2x3xf32>
    %4 = "linalg.generic"(%1, %3) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "linalg.generic"(%arg0, %0, %4) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %9 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.addf"(%arg6, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<2x8xf32>, tensor<3x8xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "linalg.generic"(%5, %2, %3) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %7 = "arith.addf"(%arg1, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.addf"(%7, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%6) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
