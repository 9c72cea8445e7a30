#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>, sym_name = "gru_cell"}> ({
  ^bb0(%arg0: tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg1: tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<"0xC01F0F3FC24B9A3E562BA13E406E1ABDEE26B63E6601253F"> : tensor<6xf32>}> : () -> tensor<6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %3 = "arith.constant"() <{value = dense<"0xEB9F91BE0CD357BEA4DA21BF7710DABEA8CCDA3EDECC07BF8D58773E1B512A3F1F07B8BD23619E3E371CA93E293701BF"> : tensor<6x2xf32>}> : () -> tensor<6x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %4 = "arith.constant"() <{value = dense<"0x33998BBE5FC262BE40AD2E3F529121BF7324DB3E2B042A3F"> : tensor<6xf32>}> : () -> tensor<6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %5 = "arith.constant"() <{value = dense<"0x9A77BF3E15F134BEF5D519BF304F323D4CB8283FB07AA1BE78B86BBEC68F0D3F1381C9BD4E468ABE26D711BECB1ED43C977813BFA1EE4EBE93862F3FAF381BBE75E0243FCC568DBE"> : tensor<6x3xf32>}> : () -> tensor<6x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %6 = "tensor.empty"() : () -> tensor<3x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %7 = "linalg.generic"(%5, %6) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg46: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (tensor<6x3xf32>, tensor<3x6xf32>) -> tensor<3x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %8 = "tensor.empty"() : () -> tensor<2x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %9 = "linalg.generic"(%0, %8) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (f32, tensor<2x6xf32>) -> tensor<2x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %10 = "linalg.generic"(%arg0, %7, %9) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %52 = "arith.mulf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %53 = "arith.addf"(%arg42, %52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) : (tensor<2x3xf32>, tensor<3x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %11 = "linalg.generic"(%10, %4, %8) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg37: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg38: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %51 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%51) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x6xf32>, tensor<6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %12 = "tensor.extract_slice"(%11) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x6xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %13 = "tensor.extract_slice"(%11) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x6xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %14 = "tensor.extract_slice"(%11) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x6xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %15 = "linalg.generic"(%3, %8) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg36: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (tensor<6x2xf32>, tensor<2x6xf32>) -> tensor<2x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %16 = "linalg.generic"(%arg1, %15, %9) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
      %49 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %50 = "arith.addf"(%arg34, %49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %17 = "linalg.generic"(%16, %2, %8) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg30: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg31: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %48 = "arith.addf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%48) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x6xf32>, tensor<6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %18 = "tensor.extract_slice"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x6xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %19 = "tensor.extract_slice"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x6xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %20 = "tensor.extract_slice"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x6xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %21 = "tensor.empty"() : () -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %22 = "linalg.generic"(%18, %12, %21) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg27: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg28: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %47 = "arith.addf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%47) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %23 = "linalg.generic"(%22, %21) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg25: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %43 = "arith.negf"(%arg24) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      %44 = "math.exp"(%43) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      %45 = "arith.addf"(%44, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      %46 = "arith.divf"(%1, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%46) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %24 = "linalg.generic"(%19, %13, %21) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg22: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg23: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %42 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%42) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %25 = "linalg.generic"(%24, %21) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %38 = "arith.negf"(%arg19) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      %39 = "math.exp"(%38) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      %40 = "arith.addf"(%39, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      %41 = "arith.divf"(%1, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%41) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %26 = "linalg.generic"(%20, %23, %21) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %37 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%37) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %27 = "linalg.generic"(%14, %26, %21) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %36 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%36) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %28 = "linalg.generic"(%27, %21) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %35 = "math.tanh"(%arg11) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%35) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %29 = "linalg.generic"(%arg1, %28, %21) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %34 = "arith.subf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%34) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %30 = "linalg.generic"(%29, %25, %21) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %33 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%33) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    %31 = "linalg.generic"(%30, %28, %21) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0)), %arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))):
      %32 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
      "linalg.yield"(%32) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
    "func.return"(%31) : (tensor<2x2xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":162:0))
}) : () -> ()
