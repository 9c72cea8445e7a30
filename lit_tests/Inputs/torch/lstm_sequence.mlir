#map = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2) -> (d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2x3xf32>) -> tensor<1x2x2xf32>, sym_name = "lstm_sequence"}> ({
  ^bb0(%arg0: tensor<1x2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x2xf32>}> : () -> tensor<1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %3 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x1x2xf32>}> : () -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %4 = "arith.constant"() <{value = dense<"0x1A52CCBD697C9FBE6454B73EE0F6BEBE760AADBE4C58073EB0BC02BE3BBD18BF"> : tensor<8xf32>}> : () -> tensor<8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %5 = "arith.constant"() <{value = dense<"0x8D58773E1B512A3F1F07B8BD23619E3E371CA93E293701BF33998BBE5FC262BE40AD2E3F529121BF7324DB3E2B042A3FC01F0F3FC24B9A3E562BA13E406E1ABD"> : tensor<8x2xf32>}> : () -> tensor<8x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %6 = "arith.constant"() <{value = dense<"0xEE26B63E6601253FD6D468BE11E82E3F3726E63D2CEEFDBE11EB01BFDE637F3E"> : tensor<8xf32>}> : () -> tensor<8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %7 = "arith.constant"() <{value = dense<"0x9A77BF3E15F134BEF5D519BF304F323D4CB8283FB07AA1BE78B86BBEC68F0D3F1381C9BD4E468ABE26D711BECB1ED43C977813BFA1EE4EBE93862F3FAF381BBE75E0243FCC568DBEEB9F91BE0CD357BEA4DA21BF7710DABEA8CCDA3EDECC07BF"> : tensor<8x3xf32>}> : () -> tensor<8x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %8 = "tensor.empty"() : () -> tensor<2x1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %9 = "linalg.generic"(%arg0, %8) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg80: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      "linalg.yield"(%arg79) : (f32) -> ()
    }) : (tensor<1x2x3xf32>, tensor<2x1x3xf32>) -> tensor<2x1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %10 = "tensor.collapse_shape"(%9) <{reassociation = [[0], [1, 2]]}> : (tensor<2x1x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %11 = "tensor.empty"() : () -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %12 = "linalg.generic"(%7, %11) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg78: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      "linalg.yield"(%arg77) : (f32) -> ()
    }) : (tensor<8x3xf32>, tensor<3x8xf32>) -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %13 = "tensor.empty"() : () -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %14 = "linalg.generic"(%0, %13) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32):
      "linalg.yield"(%arg75) : (f32) -> ()
    }) : (f32, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %15 = "linalg.generic"(%10, %12, %14) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32, %arg74: f32):
      %110 = "arith.mulf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %111 = "arith.addf"(%arg74, %110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%111) : (f32) -> ()
    }) : (tensor<2x3xf32>, tensor<3x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %16 = "linalg.generic"(%15, %6, %13) <{indexing_maps = [#map3, #map8, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg70: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg71: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %109 = "arith.addf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%109) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<2x8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %17 = "tensor.expand_shape"(%16) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 1, 8>}> : (tensor<2x8xf32>) -> tensor<2x1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %18 = "tensor.extract_slice"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 1, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x1x8xf32>) -> tensor<1x1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %19 = "tensor.extract_slice"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0>, static_sizes = array<i64: 1, 1, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x1x8xf32>) -> tensor<1x1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %20 = "tensor.collapse_shape"(%18) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1x8xf32>) -> tensor<1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %21 = "tensor.collapse_shape"(%19) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1x8xf32>) -> tensor<1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %22 = "linalg.generic"(%5, %13) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg68: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      "linalg.yield"(%arg67) : (f32) -> ()
    }) : (tensor<8x2xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %23 = "tensor.empty"() : () -> tensor<1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %24 = "linalg.generic"(%0, %23) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32):
      "linalg.yield"(%arg65) : (f32) -> ()
    }) : (f32, tensor<1x8xf32>) -> tensor<1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %25 = "linalg.generic"(%2, %22, %24) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32, %arg64: f32):
      %107 = "arith.mulf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %108 = "arith.addf"(%arg64, %107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%108) : (f32) -> ()
    }) : (tensor<1x2xf32>, tensor<2x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %26 = "linalg.generic"(%25, %4, %23) <{indexing_maps = [#map3, #map8, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg60: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg61: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %106 = "arith.addf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%106) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x8xf32>, tensor<8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %27 = "tensor.expand_shape"(%26) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 1, 1, 8>}> : (tensor<1x8xf32>) -> tensor<1x1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %28 = "tensor.empty"() : () -> tensor<1x1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %29 = "linalg.generic"(%27, %20, %28) <{indexing_maps = [#map1, #map9, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg57: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg58: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %105 = "arith.addf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%105) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x8xf32>, tensor<1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %30 = "tensor.extract_slice"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x8xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %31 = "tensor.extract_slice"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 2>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x8xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %32 = "tensor.extract_slice"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 4>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x8xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %33 = "tensor.extract_slice"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 6>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x8xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %34 = "tensor.empty"() : () -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %35 = "linalg.generic"(%30, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg55: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %101 = "arith.negf"(%arg54) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %102 = "math.exp"(%101) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %103 = "arith.addf"(%102, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %104 = "arith.divf"(%1, %103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%104) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %36 = "linalg.generic"(%31, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg53: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %97 = "arith.negf"(%arg52) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %98 = "math.exp"(%97) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %99 = "arith.addf"(%98, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %100 = "arith.divf"(%1, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%100) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %37 = "linalg.generic"(%32, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg51: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %96 = "math.tanh"(%arg50) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%96) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %38 = "linalg.generic"(%33, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg49: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %92 = "arith.negf"(%arg48) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %93 = "math.exp"(%92) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %94 = "arith.addf"(%93, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %95 = "arith.divf"(%1, %94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%95) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %39 = "linalg.generic"(%36, %3, %34) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg46: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg47: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %91 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%91) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %40 = "linalg.generic"(%35, %37, %34) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg43: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg44: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %90 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%90) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %41 = "linalg.generic"(%39, %40, %34) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg40: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg41: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %89 = "arith.addf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%89) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %42 = "linalg.generic"(%41, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg38: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %88 = "math.tanh"(%arg37) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%88) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %43 = "linalg.generic"(%38, %42, %34) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg35: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg36: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %87 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%87) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %44 = "tensor.collapse_shape"(%43) <{reassociation = [[0], [1, 2]]}> : (tensor<1x1x2xf32>) -> tensor<1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %45 = "linalg.generic"(%44, %22, %24) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %85 = "arith.mulf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %86 = "arith.addf"(%arg33, %85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%86) : (f32) -> ()
    }) : (tensor<1x2xf32>, tensor<2x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %46 = "linalg.generic"(%45, %4, %23) <{indexing_maps = [#map3, #map8, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg29: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg30: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %84 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%84) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x8xf32>, tensor<8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %47 = "tensor.expand_shape"(%46) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 1, 1, 8>}> : (tensor<1x8xf32>) -> tensor<1x1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %48 = "linalg.generic"(%47, %21, %28) <{indexing_maps = [#map1, #map9, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg26: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg27: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %83 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%83) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x8xf32>, tensor<1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %49 = "tensor.extract_slice"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x8xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %50 = "tensor.extract_slice"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 2>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x8xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %51 = "tensor.extract_slice"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 4>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x8xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %52 = "tensor.extract_slice"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 6>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x8xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %53 = "linalg.generic"(%49, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg24: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %79 = "arith.negf"(%arg23) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %80 = "math.exp"(%79) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %81 = "arith.addf"(%80, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %82 = "arith.divf"(%1, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%82) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %54 = "linalg.generic"(%50, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg22: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %75 = "arith.negf"(%arg21) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %76 = "math.exp"(%75) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %77 = "arith.addf"(%76, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %78 = "arith.divf"(%1, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%78) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %55 = "linalg.generic"(%51, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %74 = "math.tanh"(%arg19) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%74) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %56 = "linalg.generic"(%52, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %70 = "arith.negf"(%arg17) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %71 = "math.exp"(%70) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %72 = "arith.addf"(%71, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      %73 = "arith.divf"(%1, %72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%73) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %57 = "linalg.generic"(%54, %41, %34) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %69 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%69) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %58 = "linalg.generic"(%53, %55, %34) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %68 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%68) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %59 = "linalg.generic"(%57, %58, %34) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %67 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%67) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %60 = "linalg.generic"(%59, %34) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %66 = "math.tanh"(%arg6) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%66) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %61 = "linalg.generic"(%56, %60, %34) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      %65 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
      "linalg.yield"(%65) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    }) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %62 = "tensor.concat"(%43, %61) <{dim = 0 : i64}> : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<2x1x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %63 = "tensor.empty"() : () -> tensor<1x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    %64 = "linalg.generic"(%62, %63) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))):
      "linalg.yield"(%arg1) : (f32) -> ()
    }) : (tensor<2x1x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
    "func.return"(%64) : (tensor<1x2x2xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":281:0))
}) : () -> ()
