#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0) -> ()>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "transformer_block"}> ({
  ^bb0(%arg0: tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %4 = "arith.constant"() <{value = dense<"0x6D5D633E981DBC3DDAF4E43DAA7E063D"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %5 = "arith.constant"() <{value = dense<"0xC77CAB3E676FA33E88B498BE0C9B08BE41FF78BE496BAB3E8F8F1BBE574A25BE3EAD3D3EF07927BEE34F32BE3058FDBC29320BBD9A028DBEF9E8963EFFB31FBEA66B003E99729D3E0295363E90074D3D86059A3E84AB423DE57F27BE843EAB3EFF5FAB3DFA9DB0BE8323CEBDE59B76BE91B59E3E22286FBDEE00A5BE5B12B6BC"> : tensor<4x8xf32>}> : () -> tensor<4x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %6 = "arith.constant"() <{value = dense<"0xB04699BD7EBBE1BED853E7BE4806EF3E1055623E402F5F3E207FDDBE5E0FED3E"> : tensor<8xf32>}> : () -> tensor<8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %7 = "arith.constant"() <{value = dense<"0x3CACA23EC0C6C33CCE3EF9BED82197BE7C8A2EBECAD2803E8EAAA5BE2E63F13E2813E4BD18DFB7BD4297C83EE6AA803E6A1ED93EEE14943E34511BBE54D9A9BEA06018BD0EE0D33E5CD62BBE1E68EDBE24E2513E6C35F93E00C211BE5AF9D3BE1035E8BE904E003EF0121BBDD84681BEA8FBCE3DC06F423E069ACB3EFCC0C63E"> : tensor<8x4xf32>}> : () -> tensor<8x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %8 = "arith.constant"() <{value = dense<"0x00000000000000000000000000000000"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %9 = "arith.constant"() <{value = dense<"0x0000803F0000803F0000803F0000803F"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %10 = "arith.constant"() <{value = dense<"0x8813ADBE0032BE3C20CF3CBEE436FB3E26E2F2BED26AF5BE3042FC3EF8F7A1BE2053C43D40C130BD78B6D7BD48B5E4BD"> : tensor<12xf32>}> : () -> tensor<12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %11 = "arith.constant"() <{value = dense<"0x6A83E23E741EEA3EAA20EDBE6E8EB43EF84B803EF887973E24B6D83EA6F889BE5CAD213E0487513EE84A17BEA8572B3E2C4F13BE60469E3E880E0EBE14DF3EBE40E5003E689A353E10267ABE300A353D745C943EF0C44BBDA8D11B3EB8F9F6BDB074333EE671B9BE0E8996BE74F181BE4C44EB3E64C509BE00F0B2BACC0F78BEF08FFF3E0E07FA3E6012C1BE1088CFBED40BC2BE00081EBBC48202BE4E90A7BEE0A337BE1877C13DF4C185BE88E6E23DC8D1EABDB01878BEC8AE8C3D847FD23E"> : tensor<12x4xf32>}> : () -> tensor<12x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %12 = "arith.constant"() <{value = dense<"0x00000000000000000000000000000000"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %13 = "arith.constant"() <{value = dense<"0x0000803F0000803F0000803F0000803F"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %14 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %15 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %18 = "tensor.empty"() : () -> tensor<3x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %19 = "linalg.generic"(%arg0, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg146: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg147: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %156 = "arith.extf"(%arg146) : (f32) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%156) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf32>, tensor<3x4xf64>) -> tensor<3x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %20 = "tensor.empty"() : () -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %21 = "linalg.generic"(%1, %20) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: f64, %arg145: f64):
      "linalg.yield"(%arg144) : (f64) -> ()
    }) : (f64, tensor<3x1xf64>) -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %22 = "linalg.generic"(%19, %21) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg143: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %155 = "arith.addf"(%arg142, %arg143) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%155) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf64>, tensor<3x1xf64>) -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %23 = "linalg.generic"(%22, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg140: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg141: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %154 = "arith.divf"(%arg140, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%154) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %24 = "linalg.generic"(%19, %23, %18) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg138: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg139: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %153 = "arith.subf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%153) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf64>, tensor<3x1xf64>, tensor<3x4xf64>) -> tensor<3x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %25 = "linalg.generic"(%24, %24, %18) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg135: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg136: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %152 = "arith.mulf"(%arg134, %arg135) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%152) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %26 = "linalg.generic"(%25, %21) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg132: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg133: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %151 = "arith.addf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%151) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf64>, tensor<3x1xf64>) -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %27 = "linalg.generic"(%26, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg131: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %150 = "arith.divf"(%arg130, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%150) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %28 = "tensor.empty"() : () -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg129: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %149 = "arith.truncf"(%arg128) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%149) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x1xf64>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %30 = "linalg.generic"(%2, %28) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32):
      "linalg.yield"(%arg126) : (f32) -> ()
    }) : (f32, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %31 = "linalg.generic"(%arg0, %30) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg124: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg125: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %148 = "arith.addf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%148) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %32 = "linalg.generic"(%31, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg123: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %147 = "arith.divf"(%arg122, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%147) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %33 = "linalg.generic"(%29, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg121: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %145 = "arith.truncf"(%14) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      %146 = "arith.addf"(%arg120, %145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%146) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %34 = "linalg.generic"(%33, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg119: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %144 = "math.rsqrt"(%arg118) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%144) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %35 = "tensor.empty"() : () -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %36 = "linalg.generic"(%arg0, %32, %35) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg115: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg116: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg117: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %143 = "arith.subf"(%arg115, %arg116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%143) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf32>, tensor<3x1xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %37 = "linalg.generic"(%36, %34, %35) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg113: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg114: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %142 = "arith.mulf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%142) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf32>, tensor<3x1xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %38 = "linalg.generic"(%37, %13, %35) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg110: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg111: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %141 = "arith.mulf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%141) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %39 = "linalg.generic"(%38, %12, %35) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg106: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg107: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg108: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %140 = "arith.addf"(%arg106, %arg107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%140) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %40 = "tensor.empty"() : () -> tensor<4x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %41 = "linalg.generic"(%11, %40) <{indexing_maps = [#map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg105: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      "linalg.yield"(%arg104) : (f32) -> ()
    }) : (tensor<12x4xf32>, tensor<4x12xf32>) -> tensor<4x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %42 = "tensor.empty"() : () -> tensor<3x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %43 = "linalg.generic"(%2, %42) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (f32, tensor<3x12xf32>) -> tensor<3x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %44 = "linalg.generic"(%39, %41, %43) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %138 = "arith.mulf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %139 = "arith.addf"(%arg101, %138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%139) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %45 = "linalg.generic"(%44, %10, %42) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg97: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg98: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))):
      %137 = "arith.addf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
      "linalg.yield"(%137) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    }) : (tensor<3x12xf32>, tensor<12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %46 = "tensor.extract_slice"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x12xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %47 = "tensor.extract_slice"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x12xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %48 = "tensor.extract_slice"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 8>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x12xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
    %49 = "tensor.empty"() : () -> tensor<4x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %50 = "linalg.generic"(%47, %49) <{indexing_maps = [#map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg95: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))):
      "linalg.yield"(%arg94) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %51 = "tensor.empty"() : () -> tensor<3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %52 = "linalg.generic"(%2, %51) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      "linalg.yield"(%arg92) : (f32) -> ()
    }) : (f32, tensor<3x3xf32>) -> tensor<3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %53 = "linalg.generic"(%46, %50, %52) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32, %arg91: f32):
      %135 = "arith.mulf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %136 = "arith.addf"(%arg91, %135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%136) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %54 = "linalg.generic"(%53, %51) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg88: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))):
      %134 = "arith.divf"(%arg87, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      "linalg.yield"(%134) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    }) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %55 = "tensor.empty"() : () -> tensor<3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %56 = "linalg.generic"(%0, %55) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: i64, %arg86: i64):
      "linalg.yield"(%arg85) : (i64) -> ()
    }) : (i64, tensor<3xi64>) -> tensor<3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %57 = "tensor.empty"() : () -> tensor<3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %58 = "linalg.generic"(%3, %57) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      "linalg.yield"(%arg83) : (f32) -> ()
    }) : (f32, tensor<3xf32>) -> tensor<3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %59:2 = "linalg.generic"(%54, %58, %56) <{indexing_maps = [#map, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg80: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg81: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg82: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))):
      %129 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      %130 = "arith.index_cast"(%129) : (index) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      %131 = "arith.maximumf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      %132 = "arith.cmpf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      %133 = "arith.select"(%132, %130, %arg82) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      "linalg.yield"(%131, %133) : (f32, i64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    }) : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xi64>) -> (tensor<3xf32>, tensor<3xi64>) loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %60 = "tensor.expand_shape"(%59#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 1>}> : (tensor<3xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %61 = "linalg.generic"(%54, %60, %51) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg78: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg79: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))):
      %128 = "arith.subf"(%arg77, %arg78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      "linalg.yield"(%128) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    }) : (tensor<3x3xf32>, tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %62 = "linalg.generic"(%61, %51) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg76: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))):
      %127 = "math.exp"(%arg75) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      "linalg.yield"(%127) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    }) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %63 = "linalg.generic"(%62, %30) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg74: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))):
      %126 = "arith.addf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      "linalg.yield"(%126) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    }) : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %64 = "linalg.generic"(%62, %63, %51) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg71: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg72: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))):
      %125 = "arith.divf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      "linalg.yield"(%125) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    }) : (tensor<3x3xf32>, tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %65 = "linalg.generic"(%2, %35) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      "linalg.yield"(%arg68) : (f32) -> ()
    }) : (f32, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %66 = "linalg.generic"(%64, %48, %65) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
      %123 = "arith.mulf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %124 = "arith.addf"(%arg67, %123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%124) : (f32) -> ()
    }) : (tensor<3x3xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %67 = "linalg.generic"(%arg0, %66, %35) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":86:0)), %arg63: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg64: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))):
      %122 = "arith.addf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
      "linalg.yield"(%122) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    }) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":87:0))
    %68 = "linalg.generic"(%67, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg61: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %121 = "arith.extf"(%arg60) : (f32) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%121) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf32>, tensor<3x4xf64>) -> tensor<3x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %69 = "linalg.generic"(%68, %21) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg59: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %120 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%120) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf64>, tensor<3x1xf64>) -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %70 = "linalg.generic"(%69, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg57: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %119 = "arith.divf"(%arg56, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%119) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %71 = "linalg.generic"(%68, %70, %18) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg54: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg55: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %118 = "arith.subf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%118) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf64>, tensor<3x1xf64>, tensor<3x4xf64>) -> tensor<3x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %72 = "linalg.generic"(%71, %71, %18) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg51: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg52: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %117 = "arith.mulf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%117) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %73 = "linalg.generic"(%72, %21) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg49: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %116 = "arith.addf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%116) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf64>, tensor<3x1xf64>) -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %74 = "linalg.generic"(%73, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg47: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %115 = "arith.divf"(%arg46, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%115) : (f64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x1xf64> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %75 = "linalg.generic"(%74, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f64 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg45: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %114 = "arith.truncf"(%arg44) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%114) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x1xf64>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %76 = "linalg.generic"(%67, %30) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg43: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %113 = "arith.addf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%113) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %77 = "linalg.generic"(%76, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg41: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %112 = "arith.divf"(%arg40, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%112) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %78 = "linalg.generic"(%75, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %110 = "arith.truncf"(%14) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      %111 = "arith.addf"(%arg38, %110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%111) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %79 = "linalg.generic"(%78, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg37: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %109 = "math.rsqrt"(%arg36) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%109) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %80 = "linalg.generic"(%67, %77, %35) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg34: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg35: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %108 = "arith.subf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%108) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf32>, tensor<3x1xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %81 = "linalg.generic"(%80, %79, %35) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg31: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg32: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %107 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%107) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf32>, tensor<3x1xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %82 = "linalg.generic"(%81, %9, %35) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg28: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg29: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %106 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%106) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %83 = "linalg.generic"(%82, %8, %35) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg25: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg26: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %105 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%105) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %84 = "tensor.empty"() : () -> tensor<4x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %85 = "linalg.generic"(%7, %84) <{indexing_maps = [#map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg23: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %86 = "tensor.empty"() : () -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %87 = "linalg.generic"(%2, %86) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      "linalg.yield"(%arg20) : (f32) -> ()
    }) : (f32, tensor<3x8xf32>) -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %88 = "linalg.generic"(%83, %85, %87) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %103 = "arith.mulf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %104 = "arith.addf"(%arg19, %103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%104) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %89 = "linalg.generic"(%88, %6, %86) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %102 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%102) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x8xf32>, tensor<8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %90 = "linalg.generic"(%89, %86) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %100 = "arith.cmpf"(%arg12, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      %101 = "arith.select"(%100, %arg12, %2) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%101) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %91 = "tensor.empty"() : () -> tensor<8x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %92 = "linalg.generic"(%5, %91) <{indexing_maps = [#map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %93 = "linalg.generic"(%90, %92, %65) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %98 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %99 = "arith.addf"(%arg9, %98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<3x8xf32>, tensor<8x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %94 = "linalg.generic"(%93, %4, %35) <{indexing_maps = [#map, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %97 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%97) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    %95 = "linalg.generic"(%67, %94, %35) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":87:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))):
      %96 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
      "linalg.yield"(%96) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    }) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
    "func.return"(%95) : (tensor<3x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":88:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":86:0))
}) : () -> ()
