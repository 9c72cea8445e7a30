#map = affine_map<(d0, d1, d2, d3) -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>, sym_name = "resnet_stage"}> ({
  ^bb0(%arg0: tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<"0x0000000000000000"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %3 = "arith.constant"() <{value = dense<"0x0000803F0000803F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %4 = "arith.constant"() <{value = dense<"0xE23D343FFA34633F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %5 = "arith.constant"() <{value = dense<"0x9A4B7A3DBA9B6BBB"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %6 = "arith.constant"() <{value = dense<"0x050350BEC0ACC73D4519613E2AA0E03D12C50F3EFAEE283EFD534F3E675628BE09212A3DC91030BE617E0E3E305EA43D58BD2FBE2E57A7BC07FA1CBED643113D3A9B0CBE3D1ABD3DDB065ABE7BB78C3DB2704A3E6C74183E7FEF493EF03A1FBC8C442EBEFC0CF73C8DE7B7BD00DC19BEF1D8123EC49AEC3CBE79F43D8977683ED3AE163D401761BE7413883D04CEE53D"> : tensor<2x2x3x3xf32>}> : () -> tensor<2x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %7 = "arith.constant"() <{value = dense<"0x0000000000000000"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %8 = "arith.constant"() <{value = dense<"0x0000803F0000803F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %9 = "arith.constant"() <{value = dense<"0xBA9DB03F093E2E3F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %10 = "arith.constant"() <{value = dense<"0xF2D53D3E5A09443C"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %11 = "arith.constant"() <{value = dense<"0x5795B13DF4486ABE0D74893D1806DC3DA7650D3D30CBACBDCF1AB3BDE17D9FBCBBDE613ECD900A3EEC21243E2249B0BD29AD623D69F314BECB8EF5BC1E38EFBD6F40C93DB37FF73DDB97EF3CADA13F3E2FC36FBE965AD13DE57B023E785C5B3EE03F513DDBC85CBED5E3213E6ECA4CBC6D55A03DDF3C23BE5EB30A3CF936673EA9599B3D926B433E48023A3D949C483E"> : tensor<2x2x3x3xf32>}> : () -> tensor<2x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %12 = "arith.constant"() <{value = dense<"0x0000000000000000"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %13 = "arith.constant"() <{value = dense<"0x0000803F0000803F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %14 = "arith.constant"() <{value = dense<"0x8AB0B83F94E3A63F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %15 = "arith.constant"() <{value = dense<"0xDDAD943E5D9051BE"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %16 = "arith.constant"() <{value = dense<"0x00D53E3E58BACD3D73E4D63D56E84DBC93DEF23DDE015C3E8F389BBD6C35693ECF6E193D734929BE6C392DBE9442AA3DBC3608BDE2A5D4BD8570F43D819EFEBD9DB8E6BDBB75343DEB502EBDFAA64BBEE70391BD96A5A9BDB6B8CDBDA5E43B3E887012BDD36813BE1F058F3DCC56263D824237BE722167BE219D363E06875FBEAC926F3E14C4063E326E493EF60C52BE"> : tensor<2x2x3x3xf32>}> : () -> tensor<2x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %17 = "arith.constant"() <{value = dense<"0x0000000000000000"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %18 = "arith.constant"() <{value = dense<"0x0000803F0000803F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %19 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %20 = "arith.constant"() <{value = dense<"0xCA79AC3F8F2A7A3F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %21 = "arith.constant"() <{value = dense<"0xA19F103EDA62E63D"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %22 = "arith.constant"() <{value = dense<"0x234AFF3D724171BD471D4DBEECBE6D3CBBF5603E414ED7BDA6259DBDB3BF3C3E0D5606BDBE5DB8BD337442BDDD690D3CCAA044BE6BF489BDC4086A3E3FF64EBDF2D55B3EBB73BCBD8F2AC2BD08E28FBD30CE57BE506011BEC6DD113E281135BEB3E5A43DCE16633ED45EF5BC2F2CD33DF47AE13D8D492CBE9921BABD402C97BD00E7683E6E6C57BE4D18123E39B0623E"> : tensor<2x2x3x3xf32>}> : () -> tensor<2x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %23 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg113: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg114: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg115: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg116: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      "tensor.yield"(%0) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>) -> tensor<1x2x6x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %24 = "tensor.empty"() : () -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %25 = "linalg.generic"(%0, %24) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32):
      "linalg.yield"(%arg111) : (f32) -> ()
    }) : (f32, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %26 = "linalg.generic"(%23, %22, %25) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %136 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %137 = "arith.addf"(%arg110, %136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%137) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %27 = "tensor.empty"() : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %28 = "linalg.generic"(%20, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg107: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %134 = "arith.truncf"(%19) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      %135 = "arith.addf"(%arg106, %134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%135) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %29 = "linalg.generic"(%28, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg105: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %133 = "math.sqrt"(%arg104) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%133) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %30 = "linalg.generic"(%29, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg103: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %131 = "arith.cmpf"(%arg102, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "cf.assert"(%131) <{msg = "unimplemented: tensor with zero element"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      %132 = "arith.divf"(%1, %arg102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%132) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %31 = "tensor.expand_shape"(%21) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %32 = "tensor.expand_shape"(%30) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %33 = "linalg.generic"(%26, %31, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg100: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg101: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %130 = "arith.subf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%130) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %34 = "linalg.generic"(%33, %32, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg97: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg98: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %129 = "arith.mulf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%129) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %35 = "tensor.expand_shape"(%18) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %36 = "linalg.generic"(%34, %35, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg94: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg95: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %128 = "arith.mulf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%128) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %37 = "tensor.expand_shape"(%17) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %38 = "linalg.generic"(%36, %37, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg91: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg92: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %127 = "arith.addf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%127) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %39 = "linalg.generic"(%38, %24) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg89: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %125 = "arith.cmpf"(%arg88, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      %126 = "arith.select"(%125, %arg88, %0) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%126) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %40 = "tensor.pad"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg84: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg85: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg86: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg87: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      "tensor.yield"(%0) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>) -> tensor<1x2x6x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %41 = "linalg.generic"(%40, %16, %25) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
      %123 = "arith.mulf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %124 = "arith.addf"(%arg83, %123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%124) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %42 = "linalg.generic"(%14, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg80: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %121 = "arith.truncf"(%19) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      %122 = "arith.addf"(%arg79, %121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%122) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %43 = "linalg.generic"(%42, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg78: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %120 = "math.sqrt"(%arg77) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%120) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %44 = "linalg.generic"(%43, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg76: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %118 = "arith.cmpf"(%arg75, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "cf.assert"(%118) <{msg = "unimplemented: tensor with zero element"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      %119 = "arith.divf"(%1, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%119) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %45 = "tensor.expand_shape"(%15) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %46 = "tensor.expand_shape"(%44) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %47 = "linalg.generic"(%41, %45, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg72: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg73: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg74: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %117 = "arith.subf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%117) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %48 = "linalg.generic"(%47, %46, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg70: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg71: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %116 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%116) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %49 = "tensor.expand_shape"(%13) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %50 = "linalg.generic"(%48, %49, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg67: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg68: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %115 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%115) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %51 = "tensor.expand_shape"(%12) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %52 = "linalg.generic"(%50, %51, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg64: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg65: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %114 = "arith.addf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%114) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %53 = "linalg.generic"(%arg0, %52, %24) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg60: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg61: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg62: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %113 = "arith.addf"(%arg60, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%113) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %54 = "linalg.generic"(%53, %24) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg59: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %111 = "arith.cmpf"(%arg58, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      %112 = "arith.select"(%111, %arg58, %0) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%112) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %55 = "tensor.pad"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg54: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg55: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg56: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg57: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      "tensor.yield"(%0) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>) -> tensor<1x2x6x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %56 = "linalg.generic"(%55, %11, %25) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
      %109 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %110 = "arith.addf"(%arg53, %109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%110) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %57 = "linalg.generic"(%9, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg50: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %107 = "arith.truncf"(%19) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      %108 = "arith.addf"(%arg49, %107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%108) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %58 = "linalg.generic"(%57, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg48: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %106 = "math.sqrt"(%arg47) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%106) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %59 = "linalg.generic"(%58, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg46: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %104 = "arith.cmpf"(%arg45, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "cf.assert"(%104) <{msg = "unimplemented: tensor with zero element"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      %105 = "arith.divf"(%1, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%105) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %60 = "tensor.expand_shape"(%10) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %61 = "tensor.expand_shape"(%59) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %62 = "linalg.generic"(%56, %60, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg43: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg44: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %103 = "arith.subf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%103) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %63 = "linalg.generic"(%62, %61, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg40: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg41: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %102 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%102) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %64 = "tensor.expand_shape"(%8) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %65 = "linalg.generic"(%63, %64, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg37: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg38: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %101 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%101) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %66 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %67 = "linalg.generic"(%65, %66, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg34: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg35: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %100 = "arith.addf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%100) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %68 = "linalg.generic"(%67, %24) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg32: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %98 = "arith.cmpf"(%arg31, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      %99 = "arith.select"(%98, %arg31, %0) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%99) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %69 = "tensor.pad"(%68) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg27: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg28: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg29: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg30: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      "tensor.yield"(%0) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>) -> tensor<1x2x6x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %70 = "linalg.generic"(%69, %6, %25) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %96 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %97 = "arith.addf"(%arg26, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %71 = "linalg.generic"(%4, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg23: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %94 = "arith.truncf"(%19) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      %95 = "arith.addf"(%arg22, %94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%95) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %72 = "linalg.generic"(%71, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %93 = "math.sqrt"(%arg20) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%93) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %73 = "linalg.generic"(%72, %27) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %91 = "arith.cmpf"(%arg18, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "cf.assert"(%91) <{msg = "unimplemented: tensor with zero element"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      %92 = "arith.divf"(%1, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%92) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %74 = "tensor.expand_shape"(%5) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %75 = "tensor.expand_shape"(%73) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %76 = "linalg.generic"(%70, %74, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %90 = "arith.subf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%90) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %77 = "linalg.generic"(%76, %75, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %89 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%89) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %78 = "tensor.expand_shape"(%3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %79 = "linalg.generic"(%77, %78, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %88 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%88) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %80 = "tensor.expand_shape"(%2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %81 = "linalg.generic"(%79, %80, %24) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %87 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%87) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %82 = "linalg.generic"(%54, %81, %24) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %86 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%86) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %83 = "linalg.generic"(%82, %24) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %84 = "arith.cmpf"(%arg1, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      %85 = "arith.select"(%84, %arg1, %0) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%85) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    "func.return"(%83) : (tensor<1x2x4x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
}) : () -> ()
