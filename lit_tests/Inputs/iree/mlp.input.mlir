#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x3xf32>, sym_name = "mlp"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<[0.194090918, -0.0446245782, 0.0134992143]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %2 = "arith.constant"() <{value = dense<[[0.0185939241, -0.181260988, 0.0598158166, -0.330110937, -0.255465746, -0.182267368, 0.223070249, 0.20729585], [-0.156799167, -0.0127570499, 0.226118848, 0.351479113, 0.140319034, 0.0477625355, 0.237052709, -0.208173066], [0.0658825636, -0.274111897, -0.24504295, -0.182639867, 0.159973383, 0.142185166, -0.209428236, 0.106810987]]> : tensor<3x8xf32>}> : () -> tensor<3x8xf32>
    %3 = "arith.constant"() <{value = dense<[-0.324089825, -0.230166435, -0.349320233, -0.468280494, -0.291870236, 0.42979902, 0.223109186, 0.242336273]> : tensor<8xf32>}> : () -> tensor<8xf32>
    %4 = "arith.constant"() <{value = dense<[[-3.743410e-03, 0.268221796, -0.411522567, -0.367969513], [-0.192577183, 0.134078681, -0.00990658998, 0.396444738], [-0.0443720222, 0.132306278, -0.151106536, -0.0982826948], [-0.477674246, -0.331141055, -0.20611155, 0.0185217857], [0.197667599, 0.300011396, -0.338970542, -0.217731416], [0.181608558, 0.415193975, -0.102900088, 0.374155879], [-0.0805916786, 0.0529070497, 0.452738106, -0.46383518], [-0.31476897, -0.126582623, -0.194899976, 0.432000399]]> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %5 = "tensor.empty"() : () -> tensor<4x8xf32>
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %7 = "tensor.empty"() : () -> tensor<2x8xf32>
    %8 = "linalg.generic"(%0, %7) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (f32, tensor<2x8xf32>) -> tensor<2x8xf32>
    %9 = "linalg.generic"(%arg0, %6, %8) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %24 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %25 = "arith.addf"(%arg18, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%25) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %10 = "linalg.generic"(%9, %3, %7) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %23 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%23) : (f32) -> ()
    }) : (tensor<2x8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %11 = "linalg.generic"(%10, %7) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      %21 = "arith.cmpf"(%arg11, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %22 = "arith.select"(%21, %arg11, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%22) : (f32) -> ()
    }) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %12 = "tensor.empty"() : () -> tensor<8x3xf32>
    %13 = "linalg.generic"(%2, %12) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<3x8xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %14 = "tensor.empty"() : () -> tensor<2x3xf32>
    %15 = "linalg.generic"(%0, %14) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
    %16 = "linalg.generic"(%11, %13, %15) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %19 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %20 = "arith.addf"(%arg6, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%20) : (f32) -> ()
    }) : (tensor<2x8xf32>, tensor<8x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %17 = "linalg.generic"(%16, %1, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %18 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%17) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
