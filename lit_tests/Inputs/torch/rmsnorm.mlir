#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "rmsnorm"}> ({
  ^bb0(%arg0: tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))):
    %0 = "arith.constant"() <{value = 2 : i64}> : () -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %2 = "arith.constant"() <{value = dense<"0xC5C8813FD719663FA82158BE842CC4BF"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %3 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %4 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %5 = "tensor.empty"() : () -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %6 = "linalg.generic"(%arg0, %5) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))):
      %22 = "math.fpowi"(%arg17, %0) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
      "linalg.yield"(%22) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    }) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %7 = "tensor.empty"() : () -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %8 = "linalg.generic"(%1, %7) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (f32, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %9 = "linalg.generic"(%6, %8) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))):
      %21 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
      "linalg.yield"(%21) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    }) : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %10 = "linalg.generic"(%9, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))):
      %20 = "arith.divf"(%arg11, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
      "linalg.yield"(%20) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    }) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %11 = "linalg.generic"(%10, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))):
      %18 = "arith.truncf"(%3) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
      %19 = "arith.addf"(%arg9, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
      "linalg.yield"(%19) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    }) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %12 = "linalg.generic"(%11, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0)), %arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))):
      %17 = "math.rsqrt"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
      "linalg.yield"(%17) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    }) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %13 = "linalg.generic"(%arg0, %12, %5) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0)), %arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))):
      %16 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
      "linalg.yield"(%16) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    }) : (tensor<3x4xf32>, tensor<3x1xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    %14 = "linalg.generic"(%13, %2, %5) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))):
      %15 = "arith.mulf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
      "linalg.yield"(%15) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    }) : (tensor<3x4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
    "func.return"(%14) : (tensor<3x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":210:0))
}) : () -> ()
