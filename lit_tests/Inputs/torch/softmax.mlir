#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, sym_name = "softmax"}> ({
  ^bb0(%arg0: tensor<2x5xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %3 = "tensor.empty"() : () -> tensor<2xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %4 = "linalg.generic"(%0, %3) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: i64, %arg19: i64):
      "linalg.yield"(%arg18) : (i64) -> ()
    }) : (i64, tensor<2xi64>) -> tensor<2xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %5 = "tensor.empty"() : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %6 = "linalg.generic"(%1, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32):
      "linalg.yield"(%arg16) : (f32) -> ()
    }) : (f32, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %7:2 = "linalg.generic"(%arg0, %6, %4) <{indexing_maps = [#map2, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0)), %arg15: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))):
      %20 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
      %21 = "arith.index_cast"(%20) : (index) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
      %22 = "arith.maximumf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
      %23 = "arith.cmpf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
      %24 = "arith.select"(%23, %21, %arg15) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
      "linalg.yield"(%22, %24) : (f32, i64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    }) : (tensor<2x5xf32>, tensor<2xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<2xi64>) loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %8 = "tensor.expand_shape"(%7#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 1>}> : (tensor<2xf32>) -> tensor<2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %9 = "tensor.empty"() : () -> tensor<2x5xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %10 = "linalg.generic"(%arg0, %8, %9) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0)), %arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))):
      %19 = "arith.subf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
      "linalg.yield"(%19) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    }) : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x5xf32>) -> tensor<2x5xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %11 = "linalg.generic"(%10, %9) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0)), %arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))):
      %18 = "math.exp"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
      "linalg.yield"(%18) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    }) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %12 = "tensor.empty"() : () -> tensor<2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %13 = "linalg.generic"(%2, %12) <{indexing_maps = [#map5, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (f32, tensor<2x1xf32>) -> tensor<2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %14 = "linalg.generic"(%11, %13) <{indexing_maps = [#map2, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))):
      %17 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
      "linalg.yield"(%17) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    }) : (tensor<2x5xf32>, tensor<2x1xf32>) -> tensor<2x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    %15 = "linalg.generic"(%11, %14, %9) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))):
      %16 = "arith.divf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
      "linalg.yield"(%16) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    }) : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x5xf32>) -> tensor<2x5xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
    "func.return"(%15) : (tensor<2x5xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":42:0))
}) : () -> ()
