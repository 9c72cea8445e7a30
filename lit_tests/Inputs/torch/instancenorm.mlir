#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>, sym_name = "instancenorm"}> ({
  ^bb0(%arg0: tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %2 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %3 = "arith.constant"() <{value = dense<"0x0000000000000000"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %4 = "arith.constant"() <{value = dense<"0x0000803F0000803F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %5 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %7 = "tensor.empty"() : () -> tensor<1x2x2x2xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %8 = "linalg.generic"(%arg0, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg42: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %47 = "arith.extf"(%arg41) : (f32) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%47) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf64>) -> tensor<1x2x2x2xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %9 = "tensor.empty"() : () -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %10 = "linalg.generic"(%0, %9) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f64, %arg40: f64):
      "linalg.yield"(%arg39) : (f64) -> ()
    }) : (f64, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %11 = "linalg.generic"(%8, %10) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg38: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %46 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%46) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %12 = "linalg.generic"(%11, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg36: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %45 = "arith.divf"(%arg35, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%45) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %13 = "linalg.generic"(%8, %12, %7) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg33: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg34: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %44 = "arith.subf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%44) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf64>, tensor<1x2x1x1xf64>, tensor<1x2x2x2xf64>) -> tensor<1x2x2x2xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %14 = "linalg.generic"(%13, %13, %7) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg30: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg31: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %43 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%43) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf64>, tensor<1x2x2x2xf64>, tensor<1x2x2x2xf64>) -> tensor<1x2x2x2xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %15 = "linalg.generic"(%14, %10) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg28: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %42 = "arith.addf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%42) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %16 = "linalg.generic"(%15, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg26: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %41 = "arith.divf"(%arg25, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%41) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %17 = "tensor.empty"() : () -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %18 = "linalg.generic"(%16, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg24: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %40 = "arith.truncf"(%arg23) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%40) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %19 = "linalg.generic"(%1, %17) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (f32, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %20 = "linalg.generic"(%arg0, %19) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %39 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%39) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %21 = "linalg.generic"(%20, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %38 = "arith.divf"(%arg17, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%38) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %22 = "linalg.generic"(%18, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %36 = "arith.truncf"(%2) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      %37 = "arith.addf"(%arg15, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%37) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %23 = "linalg.generic"(%22, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %35 = "math.rsqrt"(%arg13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%35) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %24 = "tensor.empty"() : () -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %25 = "linalg.generic"(%arg0, %21, %24) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %34 = "arith.subf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%34) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf32>, tensor<1x2x1x1xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %26 = "linalg.generic"(%25, %23, %24) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %33 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%33) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf32>, tensor<1x2x1x1xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %27 = "tensor.expand_shape"(%4) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %28 = "linalg.generic"(%26, %27, %24) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %32 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%32) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf32>, tensor<2x1x1xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %29 = "tensor.expand_shape"(%3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    %30 = "linalg.generic"(%28, %29, %24) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))):
      %31 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
      "linalg.yield"(%31) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    }) : (tensor<1x2x2x2xf32>, tensor<2x1x1xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
    "func.return"(%30) : (tensor<1x2x2x2xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":180:0))
}) : () -> ()
