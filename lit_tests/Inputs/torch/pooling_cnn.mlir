#map = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map11 = affine_map<(d0, d1) -> (d1, d0)>
#map12 = affine_map<(d0, d1) -> (d0, d1)>
#map13 = affine_map<(d0, d1) -> ()>
#map14 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map15 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map16 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map17 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x4x4xf32>) -> tensor<1x3xf32>, sym_name = "pooling_cnn"}> ({
  ^bb0(%arg0: tensor<1x1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %2 = "arith.constant"() <{value = dense<"0x1F07B8BD23619E3E371CA93E"> : tensor<3xf32>}> : () -> tensor<3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %3 = "arith.constant"() <{value = dense<"0xA4DA21BF7710DABEA8CCDA3EDECC07BF8D58773E1B512A3F"> : tensor<3x2xf32>}> : () -> tensor<3x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %4 = "arith.constant"() <{value = dense<"0x5B84343EF097AABDAB0991BE961CA83C17129F3E7E3E18BE503DDEBD3077853EE0FA3DBDD85D02BEEB7F89BD2BFD473C7C098BBEF618C3BDBA7CA53E1B5892BD84729B3E784105BE"> : tensor<2x1x3x3xf32>}> : () -> tensor<2x1x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %5 = "arith.constant"() <{value = dense<"0xD84B09BE307BCBBD"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %6 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))
    %7 = "arith.constant"() <{value = 9.000000e+00 : f32}> : () -> f32
    %8 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg40: index loc("torch"("tvmlir/frontends/torch_zoo.py":190:0)), %arg41: index loc("torch"("tvmlir/frontends/torch_zoo.py":190:0)), %arg42: index loc("torch"("tvmlir/frontends/torch_zoo.py":190:0)), %arg43: index loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))):
      "tensor.yield"(%0) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    }) : (tensor<1x1x4x4xf32>) -> tensor<1x1x6x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %9 = "tensor.empty"() : () -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %10 = "linalg.generic"(%5, %9) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":190:0)), %arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %11 = "linalg.generic"(%8, %4, %10) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %43 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %44 = "arith.addf"(%arg37, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%44) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x1x6x6xf32>, tensor<2x1x3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %12 = "linalg.generic"(%11, %9) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":190:0)), %arg34: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))):
      %41 = "arith.cmpf"(%arg33, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
      %42 = "arith.select"(%41, %arg33, %0) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
      "linalg.yield"(%42) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %13 = "tensor.empty"() : () -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %14 = "linalg.generic"(%1, %13) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      "linalg.yield"(%arg31) : (f32) -> ()
    }) : (f32, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %15 = "tensor.empty"() : () -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %16 = "linalg.generic"(%12, %15, %14) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %40 = "arith.maximumf"(%arg30, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%40) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<1x2x4x4xf32>, tensor<2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
    %17 = "tensor.pad"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg24: index loc("torch"("tvmlir/frontends/torch_zoo.py":191:0)), %arg25: index loc("torch"("tvmlir/frontends/torch_zoo.py":191:0)), %arg26: index loc("torch"("tvmlir/frontends/torch_zoo.py":191:0)), %arg27: index loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))):
      "tensor.yield"(%0) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))
    }) : (tensor<1x2x2x2xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))
    %18 = "tensor.empty"() : () -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))
    %19 = "linalg.generic"(%0, %18) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (f32, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))
    %20 = "linalg.generic"(%17, %15, %19) <{indexing_maps = [#map9, #map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %39 = "arith.addf"(%arg21, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%39) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map7, #map8]} : (tensor<1x2x4x4xf32>, tensor<2x2xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))
    %21 = "linalg.generic"(%20, %18) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":191:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))):
      %38 = "arith.divf"(%arg17, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))
      "linalg.yield"(%38) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))
    }) : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":191:0))
    %22 = "tensor.empty"() : () -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %23 = "linalg.generic"(%0, %22) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (f32, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %24 = "linalg.generic"(%21, %23) <{indexing_maps = [#map1, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":191:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))):
      %37 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
      "linalg.yield"(%37) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    }) : (tensor<1x2x3x3xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %25 = "linalg.generic"(%24, %22) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))):
      %36 = "arith.divf"(%arg11, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
      "linalg.yield"(%36) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %26 = "tensor.collapse_shape"(%25) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x2x1x1xf32>) -> tensor<1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %27 = "tensor.empty"() : () -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %28 = "linalg.generic"(%3, %27) <{indexing_maps = [#map11, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %29 = "tensor.empty"() : () -> tensor<1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %30 = "linalg.generic"(%0, %29) <{indexing_maps = [#map13, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<1x3xf32>) -> tensor<1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %31 = "linalg.generic"(%26, %28, %30) <{indexing_maps = [#map14, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %34 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %35 = "arith.addf"(%arg6, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%35) : (f32) -> ()
    }) : (tensor<1x2xf32>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    %32 = "linalg.generic"(%31, %2, %29) <{indexing_maps = [#map12, #map17, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))):
      %33 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
      "linalg.yield"(%33) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    }) : (tensor<1x3xf32>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
    "func.return"(%32) : (tensor<1x3xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":192:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":190:0))
}) : () -> ()
