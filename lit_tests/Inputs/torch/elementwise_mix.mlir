#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, sym_name = "elementwise_mix"}> ({
  ^bb0(%arg0: tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %4 = "tensor.empty"() : () -> tensor<2x4xi1> loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    %5 = "linalg.generic"(%arg0, %4) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0)), %arg16: i1 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))):
      %22 = "arith.cmpf"(%arg15, %0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
      "linalg.yield"(%22) : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    }) : (tensor<2x4xf32>, tensor<2x4xi1>) -> tensor<2x4xi1> loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    %6 = "tensor.empty"() : () -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    %7 = "linalg.generic"(%arg0, %6) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))):
      %21 = "math.exp"(%arg13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
      "linalg.yield"(%21) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    %8 = "linalg.generic"(%arg0, %6) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))):
      %20 = "math.absf"(%arg11) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
      "linalg.yield"(%20) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    %9 = "linalg.generic"(%8, %6) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))):
      %19 = "arith.addf"(%arg9, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
      "linalg.yield"(%19) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    %10 = "linalg.generic"(%9, %6) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0)), %arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))):
      %18 = "math.log"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
      "linalg.yield"(%18) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    %11 = "linalg.generic"(%5, %7, %10, %6) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg3: i1 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0)), %arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0)), %arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))):
      %17 = "arith.select"(%arg3, %arg4, %arg5) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
      "linalg.yield"(%17) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    }) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
    %12 = "linalg.generic"(%11, %6) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":268:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":269:0))):
      %13 = "arith.cmpf"(%arg1, %2) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":269:0))
      %14 = "arith.select"(%13, %2, %arg1) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":269:0))
      %15 = "arith.cmpf"(%14, %3) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":269:0))
      %16 = "arith.select"(%15, %3, %14) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":269:0))
      "linalg.yield"(%16) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":269:0))
    }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":269:0))
    "func.return"(%12) : (tensor<2x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":269:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":268:0))
}) : () -> ()
