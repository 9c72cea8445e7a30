#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0) -> ()>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2xi64>, sym_name = "argmax_classifier"}> ({
  ^bb0(%arg0: tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %3 = "arith.constant"() <{value = dense<"0x3A8ED0BEB85212BE163BF83E"> : tensor<3xf32>}> : () -> tensor<3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %4 = "arith.constant"() <{value = dense<"0x4463873EE8E3FFBD808ED9BEE02AFC3C229BEE3EBC5D64BEFCAD26BEC832C83E287C8EBDC48C43BEE03FCEBDE0FD953C"> : tensor<3x4xf32>}> : () -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %5 = "tensor.empty"() : () -> tensor<4x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0)), %arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))):
      "linalg.yield"(%arg16) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %7 = "tensor.empty"() : () -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %8 = "linalg.generic"(%0, %7) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32):
      "linalg.yield"(%arg14) : (f32) -> ()
    }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %9 = "linalg.generic"(%arg0, %6, %8) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
      %22 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %23 = "arith.addf"(%arg13, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%23) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %10 = "linalg.generic"(%9, %3, %7) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0)), %arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))):
      %21 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
      "linalg.yield"(%21) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    }) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %11 = "tensor.empty"() : () -> tensor<2xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %12 = "linalg.generic"(%1, %11) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: i64, %arg7: i64):
      "linalg.yield"(%arg6) : (i64) -> ()
    }) : (i64, tensor<2xi64>) -> tensor<2xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %13 = "tensor.empty"() : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %14 = "linalg.generic"(%2, %13) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (f32, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    %15:2 = "linalg.generic"(%10, %14, %12) <{indexing_maps = [#map1, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0)), %arg3: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))):
      %16 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
      %17 = "arith.index_cast"(%16) : (index) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
      %18 = "arith.maximumf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
      %19 = "arith.cmpf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
      %20 = "arith.select"(%19, %17, %arg3) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
      "linalg.yield"(%18, %20) : (f32, i64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    }) : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<2xi64>) loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
    "func.return"(%15#1) : (tensor<2xi64>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":219:0))
}) : () -> ()
