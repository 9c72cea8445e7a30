#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, sym_name = "layernorm"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<"0x00000000000000000000000000000000"> : tensor<4xf32>}> : () -> tensor<4xf32>
    %3 = "arith.constant"() <{value = dense<"0x0000803F0000803F0000803F0000803F"> : tensor<4xf32>}> : () -> tensor<4xf32>
    %4 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %7 = "tensor.empty"() : () -> tensor<2x4xf64>
    %8 = "linalg.generic"(%arg0, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f64):
      %45 = "arith.extf"(%arg41) : (f32) -> f64
      "linalg.yield"(%45) : (f64) -> ()
    }) : (tensor<2x4xf32>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %9 = "tensor.empty"() : () -> tensor<2x1xf64>
    %10 = "linalg.generic"(%0, %9) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f64, %arg40: f64):
      "linalg.yield"(%arg39) : (f64) -> ()
    }) : (f64, tensor<2x1xf64>) -> tensor<2x1xf64>
    %11 = "linalg.generic"(%8, %10) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f64, %arg38: f64):
      %44 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%44) : (f64) -> ()
    }) : (tensor<2x4xf64>, tensor<2x1xf64>) -> tensor<2x1xf64>
    %12 = "linalg.generic"(%11, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f64, %arg36: f64):
      %43 = "arith.divf"(%arg35, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%43) : (f64) -> ()
    }) : (tensor<2x1xf64>, tensor<2x1xf64>) -> tensor<2x1xf64>
    %13 = "linalg.generic"(%8, %12, %7) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: f64, %arg33: f64, %arg34: f64):
      %42 = "arith.subf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%42) : (f64) -> ()
    }) : (tensor<2x4xf64>, tensor<2x1xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %14 = "linalg.generic"(%13, %13, %7) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f64, %arg30: f64, %arg31: f64):
      %41 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%41) : (f64) -> ()
    }) : (tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %15 = "linalg.generic"(%14, %10) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f64, %arg28: f64):
      %40 = "arith.addf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%40) : (f64) -> ()
    }) : (tensor<2x4xf64>, tensor<2x1xf64>) -> tensor<2x1xf64>
    %16 = "linalg.generic"(%15, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f64, %arg26: f64):
      %39 = "arith.divf"(%arg25, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%39) : (f64) -> ()
    }) : (tensor<2x1xf64>, tensor<2x1xf64>) -> tensor<2x1xf64>
    %17 = "tensor.empty"() : () -> tensor<2x1xf32>
    %18 = "linalg.generic"(%16, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f64, %arg24: f32):
      %38 = "arith.truncf"(%arg23) : (f64) -> f32
      "linalg.yield"(%38) : (f32) -> ()
    }) : (tensor<2x1xf64>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %19 = "linalg.generic"(%1, %17) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (f32, tensor<2x1xf32>) -> tensor<2x1xf32>
    %20 = "linalg.generic"(%arg0, %19) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      %37 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%37) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %21 = "linalg.generic"(%20, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      %36 = "arith.divf"(%arg17, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%36) : (f32) -> ()
    }) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %22 = "linalg.generic"(%18, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %34 = "arith.truncf"(%4) : (f64) -> f32
      %35 = "arith.addf"(%arg15, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%35) : (f32) -> ()
    }) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %23 = "linalg.generic"(%22, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      %33 = "math.rsqrt"(%arg13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%33) : (f32) -> ()
    }) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %24 = "tensor.empty"() : () -> tensor<2x4xf32>
    %25 = "linalg.generic"(%arg0, %21, %24) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %32 = "arith.subf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%32) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<2x1xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %26 = "linalg.generic"(%25, %23, %24) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %31 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%31) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<2x1xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %27 = "linalg.generic"(%26, %3, %24) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %30 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%30) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "linalg.generic"(%27, %2, %24) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %29 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%29) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%28) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
