#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>, sym_name = "lstm_cell"}> ({
  ^bb0(%arg0: tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg1: tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg2: tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<"0xEE26B63E6601253FD6D468BE11E82E3F3726E63D2CEEFDBE11EB01BFDE637F3E"> : tensor<8xf32>}> : () -> tensor<8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %3 = "arith.constant"() <{value = dense<"0x9A77BF3E15F134BEF5D519BF304F323D4CB8283FB07AA1BE78B86BBEC68F0D3F1381C9BD4E468ABE26D711BECB1ED43C977813BFA1EE4EBE93862F3FAF381BBE75E0243FCC568DBEEB9F91BE0CD357BEA4DA21BF7710DABEA8CCDA3EDECC07BF"> : tensor<8x3xf32>}> : () -> tensor<8x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %4 = "arith.constant"() <{value = dense<"0x1A52CCBD697C9FBE6454B73EE0F6BEBE760AADBE4C58073EB0BC02BE3BBD18BF"> : tensor<8xf32>}> : () -> tensor<8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %5 = "arith.constant"() <{value = dense<"0x8D58773E1B512A3F1F07B8BD23619E3E371CA93E293701BF33998BBE5FC262BE40AD2E3F529121BF7324DB3E2B042A3FC01F0F3FC24B9A3E562BA13E406E1ABD"> : tensor<8x2xf32>}> : () -> tensor<8x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %6 = "tensor.empty"() : () -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %7 = "linalg.generic"(%5, %6) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg48: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (tensor<8x2xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %8 = "linalg.generic"(%0, %6) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (f32, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %9 = "linalg.generic"(%arg1, %7, %8) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %55 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %56 = "arith.addf"(%arg44, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %10 = "linalg.generic"(%9, %4, %6) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg40: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg41: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %54 = "arith.addf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%54) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %11 = "tensor.empty"() : () -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %12 = "linalg.generic"(%3, %11) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg38: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      "linalg.yield"(%arg37) : (f32) -> ()
    }) : (tensor<8x3xf32>, tensor<3x8xf32>) -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %13 = "linalg.generic"(%arg0, %12, %8) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %52 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %53 = "arith.addf"(%arg36, %52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) : (tensor<2x3xf32>, tensor<3x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %14 = "linalg.generic"(%13, %2, %6) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg32: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg33: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %51 = "arith.addf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%51) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %15 = "linalg.generic"(%10, %14, %6) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg29: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg30: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %50 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%50) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %16 = "tensor.extract_slice"(%15) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x8xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %17 = "tensor.extract_slice"(%15) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x8xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %18 = "tensor.extract_slice"(%15) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x8xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %19 = "tensor.extract_slice"(%15) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 6>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x8xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %20 = "tensor.empty"() : () -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %21 = "linalg.generic"(%16, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg27: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %46 = "arith.negf"(%arg26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      %47 = "math.exp"(%46) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      %48 = "arith.addf"(%47, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      %49 = "arith.divf"(%1, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%49) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %22 = "linalg.generic"(%17, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg25: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %42 = "arith.negf"(%arg24) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      %43 = "math.exp"(%42) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      %44 = "arith.addf"(%43, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      %45 = "arith.divf"(%1, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%45) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %23 = "linalg.generic"(%18, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg23: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %41 = "math.tanh"(%arg22) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%41) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %24 = "linalg.generic"(%19, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %37 = "arith.negf"(%arg20) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      %38 = "math.exp"(%37) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      %39 = "arith.addf"(%38, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      %40 = "arith.divf"(%1, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%40) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %25 = "linalg.generic"(%22, %arg2, %20) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %36 = "arith.mulf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%36) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %26 = "linalg.generic"(%21, %23, %20) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %35 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%35) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %27 = "linalg.generic"(%25, %26, %20) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %34 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%34) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %28 = "linalg.generic"(%27, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %33 = "math.tanh"(%arg9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%33) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %29 = "linalg.generic"(%24, %28, %20) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))):
      %32 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
      "linalg.yield"(%32) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
    %30 = "linalg.generic"(%29, %27, %20) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":152:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":153:0))):
      %31 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":153:0))
      "linalg.yield"(%31) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":153:0))
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":153:0))
    "func.return"(%30) : (tensor<2x2xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":153:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":152:0))
}) : () -> ()
