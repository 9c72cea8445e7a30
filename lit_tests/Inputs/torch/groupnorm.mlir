#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>, sym_name = "groupnorm"}> ({
  ^bb0(%arg0: tensor<1x4x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = dense<"0x00000000000000000000000000000000"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %6 = "arith.constant"() <{value = dense<"0x0000803F0000803F0000803F0000803F"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %7 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %8 = "arith.constant"() <{value = 8.000000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = dense<"0x0000000000000000000000000000000000000000000000000000000000000000"> : tensor<1x4xi64>}> : () -> tensor<1x4xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %11 = "arith.constant"() <{value = dense<"0x0000000000000000000000000000000001000000000000000100000000000000"> : tensor<1x4xi64>}> : () -> tensor<1x4xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %12 = "arith.constant"() <{value = dense<"0x0000000000000000010000000000000000000000000000000100000000000000"> : tensor<1x4xi64>}> : () -> tensor<1x4xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %13 = "arith.constant"() <{value = dense<"0x0000000000000000000000000000000000000000000000000000000000000000"> : tensor<1x4xi64>}> : () -> tensor<1x4xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %14 = "arith.constant"() <{value = dense<"0x0000000000000000000000000000000000000000000000000000000000000000"> : tensor<1x4xi64>}> : () -> tensor<1x4xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %15 = "arith.constant"() <{value = dense<"0x0000000000000000000000000000000001000000000000000100000000000000"> : tensor<1x4xi64>}> : () -> tensor<1x4xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %16 = "arith.constant"() <{value = dense<"0x0000000000000000010000000000000000000000000000000100000000000000"> : tensor<1x4xi64>}> : () -> tensor<1x4xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %17 = "arith.constant"() <{value = dense<"0x0000000000000000000000000000000000000000000000000000000000000000"> : tensor<1x4xi64>}> : () -> tensor<1x4xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %18 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<1x4x2x2xf32>) -> tensor<1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %19 = "tensor.expand_shape"(%18) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 1, 2, 2, 4>}> : (tensor<1x4x4xf32>) -> tensor<1x2x2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %20 = "tensor.empty"() : () -> tensor<1x2x2x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %21 = "linalg.generic"(%19, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg57: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %104 = "arith.extf"(%arg56) : (f32) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%104) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x2x4xf32>, tensor<1x2x2x4xf64>) -> tensor<1x2x2x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %22 = "tensor.empty"() : () -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %23 = "linalg.generic"(%2, %22) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f64, %arg55: f64):
      "linalg.yield"(%arg54) : (f64) -> ()
    }) : (f64, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %24 = "linalg.generic"(%21, %23) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg53: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %103 = "arith.addf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%103) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x2x4xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %25 = "linalg.generic"(%24, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg51: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %102 = "arith.divf"(%arg50, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%102) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %26 = "linalg.generic"(%21, %25, %20) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg48: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg49: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %101 = "arith.subf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%101) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x2x4xf64>, tensor<1x2x1x1xf64>, tensor<1x2x2x4xf64>) -> tensor<1x2x2x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %27 = "linalg.generic"(%26, %26, %20) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg44: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg45: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg46: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %100 = "arith.mulf"(%arg44, %arg45) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%100) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x2x4xf64>, tensor<1x2x2x4xf64>, tensor<1x2x2x4xf64>) -> tensor<1x2x2x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %28 = "linalg.generic"(%27, %23) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg43: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %99 = "arith.addf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%99) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x2x4xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %29 = "linalg.generic"(%28, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg41: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %98 = "arith.divf"(%arg40, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%98) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %30 = "tensor.empty"() : () -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %31 = "linalg.generic"(%29, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %97 = "arith.truncf"(%arg38) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%97) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %32 = "linalg.generic"(%3, %30) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %33 = "linalg.generic"(%19, %32) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg35: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %96 = "arith.addf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%96) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x2x4xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %34 = "linalg.generic"(%33, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg33: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %95 = "arith.divf"(%arg32, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%95) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %35 = "linalg.generic"(%31, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg31: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %93 = "arith.truncf"(%7) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %94 = "arith.addf"(%arg30, %93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%94) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %36 = "linalg.generic"(%35, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg29: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %92 = "math.rsqrt"(%arg28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%92) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %37 = "tensor.expand_shape"(%6) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 2, 1>}> : (tensor<4xf32>) -> tensor<1x2x2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %38 = "tensor.empty"() : () -> tensor<1x2x2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %39 = "linalg.generic"(%36, %37, %38) <{indexing_maps = [#map3, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg26: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg27: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %91 = "arith.mulf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%91) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %40 = "linalg.generic"(%34, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg24: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %90 = "arith.negf"(%arg23) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%90) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %41 = "linalg.generic"(%40, %39, %38) <{indexing_maps = [#map3, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg22: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %89 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%89) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %42 = "tensor.expand_shape"(%5) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 2, 1>}> : (tensor<4xf32>) -> tensor<1x2x2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %43 = "linalg.generic"(%41, %42, %38) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %88 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%88) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %44 = "tensor.empty"() : () -> tensor<1x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %45 = "linalg.generic"(%10, %11, %12, %13, %44) <{indexing_maps = [#map4, #map4, #map4, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg12: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg13: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg14: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg15: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %71 = "arith.cmpi"(%arg12, %4) <{predicate = 2 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %72 = "arith.addi"(%arg12, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %73 = "arith.select"(%71, %72, %arg12) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %74 = "arith.index_cast"(%73) : (i64) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %75 = "arith.cmpi"(%arg13, %4) <{predicate = 2 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %76 = "arith.addi"(%arg13, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %77 = "arith.select"(%75, %76, %arg13) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %78 = "arith.index_cast"(%77) : (i64) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %79 = "arith.cmpi"(%arg14, %4) <{predicate = 2 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %80 = "arith.addi"(%arg14, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %81 = "arith.select"(%79, %80, %arg14) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %82 = "arith.index_cast"(%81) : (i64) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %83 = "arith.cmpi"(%arg15, %4) <{predicate = 2 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %84 = "arith.addi"(%arg15, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %85 = "arith.select"(%83, %84, %arg15) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %86 = "arith.index_cast"(%85) : (i64) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %87 = "tensor.extract"(%39, %74, %78, %82, %86) : (tensor<1x2x2x1xf32>, index, index, index, index) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%87) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xf32>) -> tensor<1x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %46 = "linalg.generic"(%14, %15, %16, %17, %44) <{indexing_maps = [#map4, #map4, #map4, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg7: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg8: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg9: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg10: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %54 = "arith.cmpi"(%arg7, %4) <{predicate = 2 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %55 = "arith.addi"(%arg7, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %56 = "arith.select"(%54, %55, %arg7) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %57 = "arith.index_cast"(%56) : (i64) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %58 = "arith.cmpi"(%arg8, %4) <{predicate = 2 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %59 = "arith.addi"(%arg8, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %60 = "arith.select"(%58, %59, %arg8) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %61 = "arith.index_cast"(%60) : (i64) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %62 = "arith.cmpi"(%arg9, %4) <{predicate = 2 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %63 = "arith.addi"(%arg9, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %64 = "arith.select"(%62, %63, %arg9) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %65 = "arith.index_cast"(%64) : (i64) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %66 = "arith.cmpi"(%arg10, %4) <{predicate = 2 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %67 = "arith.addi"(%arg10, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %68 = "arith.select"(%66, %67, %arg10) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %69 = "arith.index_cast"(%68) : (i64) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      %70 = "tensor.extract"(%43, %57, %61, %65, %69) : (tensor<1x2x2x1xf32>, index, index, index, index) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%70) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xf32>) -> tensor<1x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %47 = "tensor.expand_shape"(%45) <{reassociation = [[0], [1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<1x4xf32>) -> tensor<1x4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %48 = "tensor.expand_shape"(%46) <{reassociation = [[0], [1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<1x4xf32>) -> tensor<1x4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %49 = "tensor.empty"() : () -> tensor<1x4x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %50 = "linalg.generic"(%arg0, %47, %49) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %53 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%53) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x4x2x2xf32>, tensor<1x4x1x1xf32>, tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    %51 = "linalg.generic"(%50, %48, %49) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))):
      %52 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
      "linalg.yield"(%52) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    }) : (tensor<1x4x2x2xf32>, tensor<1x4x1x1xf32>, tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
    "func.return"(%51) : (tensor<1x4x2x2xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":171:0))
}) : () -> ()
