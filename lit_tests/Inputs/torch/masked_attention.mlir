#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map10 = affine_map<(d0, d1, d2) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0, d1) -> (0, d1)>
#map16 = affine_map<(d0, d1) -> (d0, 0)>
#map17 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map18 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "masked_attention"}> ({
  ^bb0(%arg0: tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %4 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32> loc("torch"("tvmlir/frontends/torch_zoo.py":237:0))
    %5 = "arith.constant"() <{value = dense<true> : tensor<3x3xi1>}> : () -> tensor<3x3xi1> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %6 = "arith.constant"() <{value = dense<"0x68F9953D804637BE20F83DBEA02A29BD"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %7 = "arith.constant"() <{value = dense<"0x98529BBDF2599CBE14B2173EE06DB03D5A60C2BEAC26F5BEF0B0C13E2E16EDBE001BFE3EDCF08E3E36A6D53ED6CADEBE085B3C3E2A7FF8BE90CA113ED85E693E"> : tensor<4x4xf32>}> : () -> tensor<4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %8 = "arith.constant"() <{value = 1.4142135623730951 : f64}> : () -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
    %9 = "arith.constant"() <{value = dense<"0x007A90BD188C61BE36A2813E3E0887BE7CB774BE1868BF3DE0E3B8BD7E01D8BED8CF19BE08F033BE5C335ABE704AC73E"> : tensor<12xf32>}> : () -> tensor<12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %10 = "arith.constant"() <{value = dense<"0x4463873EE8E3FFBD808ED9BEE02AFC3C229BEE3EBC5D64BEFCAD26BEC832C83E287C8EBDC48C43BEE03FCEBDE0FD953C3A8ED0BEB85212BE163BF83E2884DBBDC62BE93E34E247BEC4F14DBE649C18BE6EE5E4BEDC319ABEEEB69A3EF20CC0BE64E62E3E46DDF03E982082BD7CFB5F3E70286F3E00BDB6BE086C45BED05720BEBE07F73EBE7DE4BE02F59A3E7870F03E6E68CA3E18355A3E84ED633EE065DABC0CCD803E5C5AE93EFCA224BEEC5AF73E78BDA23D4E8EB3BE6CBBB7BE8C96343E"> : tensor<12x4xf32>}> : () -> tensor<12x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %11 = "tensor.empty"() : () -> tensor<4x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %12 = "linalg.generic"(%10, %11) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0)), %arg72: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))):
      "linalg.yield"(%arg71) : (f32) -> ()
    }) : (tensor<12x4xf32>, tensor<4x12xf32>) -> tensor<4x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %13 = "tensor.empty"() : () -> tensor<3x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %14 = "linalg.generic"(%2, %13) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      "linalg.yield"(%arg69) : (f32) -> ()
    }) : (f32, tensor<3x12xf32>) -> tensor<3x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %15 = "linalg.generic"(%arg0, %12, %14) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %90 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %91 = "arith.addf"(%arg68, %90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%91) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %16 = "linalg.generic"(%15, %9, %13) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0)), %arg64: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0)), %arg65: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))):
      %89 = "arith.addf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
      "linalg.yield"(%89) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    }) : (tensor<3x12xf32>, tensor<12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %17 = "tensor.extract_slice"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x12xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %18 = "tensor.extract_slice"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x12xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %19 = "tensor.extract_slice"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 8>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x12xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %20 = "tensor.expand_shape"(%17) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 3, 2, 2>}> : (tensor<3x4xf32>) -> tensor<3x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %21 = "tensor.empty"() : () -> tensor<2x3x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %22 = "linalg.generic"(%20, %21) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0)), %arg62: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))):
      "linalg.yield"(%arg61) : (f32) -> ()
    }) : (tensor<3x2x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %23 = "tensor.expand_shape"(%18) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 3, 2, 2>}> : (tensor<3x4xf32>) -> tensor<3x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %24 = "tensor.expand_shape"(%19) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 3, 2, 2>}> : (tensor<3x4xf32>) -> tensor<3x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %25 = "linalg.generic"(%24, %21) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0)), %arg60: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))):
      "linalg.yield"(%arg59) : (f32) -> ()
    }) : (tensor<3x2x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
    %26 = "tensor.empty"() : () -> tensor<2x2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
    %27 = "linalg.generic"(%23, %26) <{indexing_maps = [#map9, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":234:0)), %arg58: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))):
      "linalg.yield"(%arg57) : (f32) -> ()
    }) : (tensor<3x2x2xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
    %28 = "tensor.empty"() : () -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
    %29 = "linalg.generic"(%2, %28) <{indexing_maps = [#map10, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      "linalg.yield"(%arg55) : (f32) -> ()
    }) : (f32, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
    %30 = "linalg.generic"(%22, %27, %29) <{indexing_maps = [#map11, #map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32, %arg54: f32):
      %87 = "arith.mulf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %88 = "arith.addf"(%arg54, %87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%88) : (f32) -> ()
    }) : (tensor<2x3x2xf32>, tensor<2x2x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
    %31 = "linalg.generic"(%30, %28) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":235:0)), %arg51: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))):
      %85 = "arith.truncf"(%8) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
      %86 = "arith.divf"(%arg50, %85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
      "linalg.yield"(%86) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":235:0))
    %32 = "tensor.empty"() : () -> tensor<3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %33 = "linalg.generic"(%32) <{indexing_maps = [#map14], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg49: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))):
      %83 = "linalg.index"() <{dim = 0 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
      %84 = "arith.index_cast"(%83) : (index) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
      "linalg.yield"(%84) : (i64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    }) : (tensor<3xi64>) -> tensor<3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %34 = "tensor.expand_shape"(%33) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 3>}> : (tensor<3xi64>) -> tensor<1x3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %35 = "tensor.expand_shape"(%33) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 1>}> : (tensor<3xi64>) -> tensor<3x1xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %36 = "tensor.empty"() : () -> tensor<3x3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %37 = "linalg.generic"(%34, %35, %36) <{indexing_maps = [#map15, #map16, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0)), %arg47: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0)), %arg48: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))):
      %82 = "arith.subi"(%arg46, %arg47) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
      "linalg.yield"(%82) : (i64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    }) : (tensor<1x3xi64>, tensor<3x1xi64>, tensor<3x3xi64>) -> tensor<3x3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %38 = "tensor.empty"() : () -> tensor<3x3xi1> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %39 = "linalg.generic"(%37, %38) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0)), %arg45: i1 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))):
      %81 = "arith.cmpi"(%arg44, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
      "linalg.yield"(%81) : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    }) : (tensor<3x3xi64>, tensor<3x3xi1>) -> tensor<3x3xi1> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %40 = "linalg.generic"(%39, %5, %38) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: i1 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0)), %arg42: i1 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0)), %arg43: i1 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))):
      %80 = "arith.andi"(%arg41, %arg42) : (i1, i1) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
      "linalg.yield"(%80) : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    }) : (tensor<3x3xi1>, tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1> loc("torch"("tvmlir/frontends/torch_zoo.py":236:0))
    %41 = "linalg.generic"(%40, %4, %31, %28) <{indexing_maps = [#map17, #map10, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg37: i1 loc("torch"("tvmlir/frontends/torch_zoo.py":236:0)), %arg38: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":237:0)), %arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":235:0)), %arg40: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":237:0))):
      %79 = "arith.select"(%arg37, %arg38, %arg39) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":237:0))
      "linalg.yield"(%79) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":237:0))
    }) : (tensor<3x3xi1>, tensor<f32>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":237:0))
    %42 = "tensor.empty"() : () -> tensor<2x3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %43 = "linalg.generic"(%1, %42) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: i64, %arg36: i64):
      "linalg.yield"(%arg35) : (i64) -> ()
    }) : (i64, tensor<2x3xi64>) -> tensor<2x3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %44 = "tensor.empty"() : () -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %45 = "linalg.generic"(%3, %44) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %46:2 = "linalg.generic"(%41, %45, %43) <{indexing_maps = [#map8, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg30: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":237:0)), %arg31: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0)), %arg32: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))):
      %74 = "linalg.index"() <{dim = 2 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
      %75 = "arith.index_cast"(%74) : (index) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
      %76 = "arith.maximumf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
      %77 = "arith.cmpf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
      %78 = "arith.select"(%77, %75, %arg32) : (i1, i64, i64) -> i64 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
      "linalg.yield"(%76, %78) : (f32, i64) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3xf32>, tensor<2x3xi64>) -> (tensor<2x3xf32>, tensor<2x3xi64>) loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %47 = "tensor.expand_shape"(%46#0) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 3, 1>}> : (tensor<2x3xf32>) -> tensor<2x3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %48 = "linalg.generic"(%41, %47, %28) <{indexing_maps = [#map8, #map18, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":237:0)), %arg28: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0)), %arg29: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))):
      %73 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
      "linalg.yield"(%73) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x1xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %49 = "linalg.generic"(%48, %28) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0)), %arg26: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))):
      %72 = "math.exp"(%arg25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
      "linalg.yield"(%72) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %50 = "tensor.empty"() : () -> tensor<2x3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %51 = "linalg.generic"(%2, %50) <{indexing_maps = [#map10, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (f32, tensor<2x3x1xf32>) -> tensor<2x3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %52 = "linalg.generic"(%49, %51) <{indexing_maps = [#map8, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0)), %arg22: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))):
      %71 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
      "linalg.yield"(%71) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %53 = "linalg.generic"(%49, %52, %28) <{indexing_maps = [#map8, #map18, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0)), %arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0)), %arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))):
      %70 = "arith.divf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
      "linalg.yield"(%70) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3x1xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %54 = "linalg.generic"(%2, %21) <{indexing_maps = [#map10, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32):
      "linalg.yield"(%arg16) : (f32) -> ()
    }) : (f32, tensor<2x3x2xf32>) -> tensor<2x3x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %55 = "linalg.generic"(%53, %25, %54) <{indexing_maps = [#map11, #map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %68 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %69 = "arith.addf"(%arg15, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%69) : (f32) -> ()
    }) : (tensor<2x3x3xf32>, tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":238:0))
    %56 = "tensor.empty"() : () -> tensor<3x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":238:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))):
      "linalg.yield"(%arg11) : (f32) -> ()
    }) : (tensor<2x3x2xf32>, tensor<3x2x2xf32>) -> tensor<3x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %58 = "tensor.collapse_shape"(%57) <{reassociation = [[0], [1, 2]]}> : (tensor<3x2x2xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %59 = "tensor.empty"() : () -> tensor<4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %60 = "linalg.generic"(%7, %59) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":239:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %61 = "tensor.empty"() : () -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %62 = "linalg.generic"(%2, %61) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %63 = "linalg.generic"(%58, %60, %62) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %66 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %67 = "arith.addf"(%arg6, %66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    %64 = "linalg.generic"(%63, %6, %61) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":239:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":239:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))):
      %65 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
      "linalg.yield"(%65) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    }) : (tensor<3x4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
    "func.return"(%64) : (tensor<3x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":239:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":234:0))
}) : () -> ()
