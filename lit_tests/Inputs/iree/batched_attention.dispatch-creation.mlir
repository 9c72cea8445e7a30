#map = affine_map<(d0, d1, d2) -> ()>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "batched_attention"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x3x4xf32>):
    %0 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<2x3x3xf32>
    %4 = "linalg.generic"(%1, %3) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      "linalg.yield"(%arg27) : (f32) -> ()
    }) : (f32, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %5 = "linalg.generic"(%arg0, %arg1, %4) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %33 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %34 = "arith.addf"(%arg26, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%34) : (f32) -> ()
    }) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %6 = "linalg.generic"(%5, %3) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %31 = "arith.addf"(%arg22, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %32 = "arith.divf"(%31, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%32) : (f32) -> ()
    }) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %7 = "tensor.collapse_shape"(%6) <{reassociation = [[0, 1], [2]]}> : (tensor<2x3x3xf32>) -> tensor<6x3xf32>
    %8 = "tensor.empty"() : () -> tensor<6xf32>
    %9 = "linalg.generic"(%8) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg21: f32):
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<6xf32>) -> tensor<6xf32>
    %10 = "linalg.generic"(%7, %9) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      %30 = "arith.maximumf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%30) : (f32) -> ()
    }) : (tensor<6x3xf32>, tensor<6xf32>) -> tensor<6xf32>
    %11 = "tensor.empty"() : () -> tensor<6x3xf32>
    %12 = "linalg.generic"(%7, %10, %11) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %28 = "arith.subf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %29 = "math.exp"(%28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%29) : (f32) -> ()
    }) : (tensor<6x3xf32>, tensor<6xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %13 = "tensor.empty"() : () -> tensor<6xf32>
    %14 = "linalg.generic"(%13) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg15: f32):
      "linalg.yield"(%1) : (f32) -> ()
    }) : (tensor<6xf32>) -> tensor<6xf32>
    %15 = "linalg.generic"(%12, %14) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      %27 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%27) : (f32) -> ()
    }) : (tensor<6x3xf32>, tensor<6xf32>) -> tensor<6xf32>
    %16 = "tensor.empty"() : () -> tensor<6x3xf32>
    %17 = "linalg.generic"(%12, %15, %16) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %26 = "arith.divf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%26) : (f32) -> ()
    }) : (tensor<6x3xf32>, tensor<6xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %18 = "tensor.expand_shape"(%17) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 3, 3>}> : (tensor<6x3xf32>) -> tensor<2x3x3xf32>
    %19 = "tensor.empty"() : () -> tensor<2x3x4xf32>
    %20 = "linalg.generic"(%1, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (f32, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %21 = "linalg.generic"(%18, %arg2, %20) <{indexing_maps = [#map2, #map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %24 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %25 = "arith.addf"(%arg7, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%25) : (f32) -> ()
    }) : (tensor<2x3x3xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %22 = "linalg.generic"(%21, %19) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %23 = "arith.addf"(%arg3, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%23) : (f32) -> ()
    }) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%22) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
