#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "swiglu_mlp"}> ({
  ^bb0(%arg0: tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<"0xE3ED6BBD972838BEDCB0533EB5815CBE75CF47BE69489C3D51F696BD375EB0BE7C2CFBBD20EB12BEFA2832BE62B8A23E0CA47DBD19527FBEC9B7F73DC90D903D29B59EBE3E2AC8BEEF259E3E9894C1BEEC79CF3EE46B693EA371AE3EC0E8B5BE"> : tensor<4x6xf32>}> : () -> tensor<4x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %3 = "arith.constant"() <{value = dense<"0x64E62E3E46DDF03E982082BD7CFB5F3E70286F3E00BDB6BE086C45BED05720BEBE07F73EBE7DE4BE02F59A3E7870F03E6E68CA3E18355A3E84ED633EE065DABC0CCD803E5C5AE93EFCA224BEEC5AF73E78BDA23D4E8EB3BE6CBBB7BE8C96343E"> : tensor<6x4xf32>}> : () -> tensor<6x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %4 = "arith.constant"() <{value = dense<"0x4463873EE8E3FFBD808ED9BEE02AFC3C229BEE3EBC5D64BEFCAD26BEC832C83E287C8EBDC48C43BEE03FCEBDE0FD953C3A8ED0BEB85212BE163BF83E2884DBBDC62BE93E34E247BEC4F14DBE649C18BE6EE5E4BEDC319ABEEEB69A3EF20CC0BE"> : tensor<6x4xf32>}> : () -> tensor<6x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %5 = "tensor.empty"() : () -> tensor<4x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0)), %arg27: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (tensor<6x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %7 = "tensor.empty"() : () -> tensor<3x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %8 = "linalg.generic"(%0, %7) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (f32, tensor<3x6xf32>) -> tensor<3x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %9 = "linalg.generic"(%arg0, %6, %8) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %30 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %31 = "arith.addf"(%arg23, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%31) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %10 = "linalg.generic"(%9, %7) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0)), %arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))):
      %26 = "arith.negf"(%arg19) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
      %27 = "math.exp"(%26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
      %28 = "arith.addf"(%27, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
      %29 = "arith.divf"(%1, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
      "linalg.yield"(%29) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    }) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %11 = "linalg.generic"(%9, %10, %7) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0)), %arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))):
      %25 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
      "linalg.yield"(%25) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    }) : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %12 = "linalg.generic"(%3, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0)), %arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))):
      "linalg.yield"(%arg14) : (f32) -> ()
    }) : (tensor<6x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %13 = "linalg.generic"(%arg0, %12, %8) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
      %23 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %24 = "arith.addf"(%arg13, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%24) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %14 = "linalg.generic"(%11, %13, %7) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0)), %arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))):
      %22 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
      "linalg.yield"(%22) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    }) : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %15 = "tensor.empty"() : () -> tensor<6x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %16 = "linalg.generic"(%2, %15) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0)), %arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<6x4xf32>) -> tensor<6x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %17 = "tensor.empty"() : () -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %18 = "linalg.generic"(%0, %17) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (f32, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    %19 = "linalg.generic"(%14, %16, %18) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %20 = "arith.mulf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %21 = "arith.addf"(%arg3, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (tensor<3x6xf32>, tensor<6x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
    "func.return"(%19) : (tensor<3x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":250:0))
}) : () -> ()
