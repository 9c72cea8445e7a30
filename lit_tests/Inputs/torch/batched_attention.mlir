#map = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1) -> ()>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "batched_attention"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg1: tensor<2x3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg2: tensor<2x3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %3 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %4 = "tensor.empty"() : () -> tensor<2x4x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %5 = "linalg.generic"(%arg1, %4) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg35: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (tensor<2x3x4xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %6 = "tensor.empty"() : () -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %7 = "linalg.generic"(%0, %6) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (f32, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %8 = "linalg.generic"(%arg0, %5, %7) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %37 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %38 = "arith.addf"(%arg31, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%38) : (f32) -> ()
    }) : (tensor<2x3x4xf32>, tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %9 = "linalg.generic"(%8, %6) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg28: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))):
      %36 = "arith.divf"(%arg27, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      "linalg.yield"(%36) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %10 = "tensor.empty"() : () -> tensor<2x3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %11 = "linalg.generic"(%1, %10) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: i64, %arg26: i64):
      "linalg.yield"(%arg25) : (i64) -> ()
    }) : (i64, tensor<2x3xi64>) -> tensor<2x3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %12 = "tensor.empty"() : () -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %13 = "linalg.generic"(%2, %12) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %14:2 = "linalg.generic"(%9, %13, %11) <{indexing_maps = [#map1, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg22: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))):
      %31 = "linalg.index"() <{dim = 2 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      %32 = "arith.index_cast"(%31) : (index) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      %33 = "arith.maximumf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      %34 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      %35 = "arith.select"(%34, %32, %arg22) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      "linalg.yield"(%33, %35) : (f32, i64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3xf32>, tensor<2x3xi64>) -> (tensor<2x3xf32>, tensor<2x3xi64>) loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %15 = "tensor.expand_shape"(%14#0) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 3, 1>}> : (tensor<2x3xf32>) -> tensor<2x3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %16 = "linalg.generic"(%9, %15, %6) <{indexing_maps = [#map1, #map9, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))):
      %30 = "arith.subf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      "linalg.yield"(%30) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x1xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %17 = "linalg.generic"(%16, %6) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))):
      %29 = "math.exp"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      "linalg.yield"(%29) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %18 = "tensor.empty"() : () -> tensor<2x3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %19 = "linalg.generic"(%0, %18) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (f32, tensor<2x3x1xf32>) -> tensor<2x3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %20 = "linalg.generic"(%17, %19) <{indexing_maps = [#map1, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))):
      %28 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      "linalg.yield"(%28) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %21 = "linalg.generic"(%17, %20, %6) <{indexing_maps = [#map1, #map9, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))):
      %27 = "arith.divf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
      "linalg.yield"(%27) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x1xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %22 = "tensor.empty"() : () -> tensor<2x3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %23 = "linalg.generic"(%0, %22) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (f32, tensor<2x3x4xf32>) -> tensor<2x3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    %24 = "linalg.generic"(%21, %arg2, %23) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %25 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %26 = "arith.addf"(%arg5, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%26) : (f32) -> ()
    }) : (tensor<2x3x3xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
    "func.return"(%24) : (tensor<2x3x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":71:0))
}) : () -> ()
