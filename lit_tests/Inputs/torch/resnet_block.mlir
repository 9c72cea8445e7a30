#map = affine_map<(d0, d1, d2, d3) -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>, sym_name = "resnet_block"}> ({
  ^bb0(%arg0: tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<"0x0000000000000000"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %3 = "arith.constant"() <{value = dense<"0x0000803F0000803F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %4 = "arith.constant"() <{value = dense<"0xAF85AB3F5541513F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %5 = "arith.constant"() <{value = dense<"0x030928BE8C7386BC"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %6 = "arith.constant"() <{value = dense<"0x00D53E3E58BACD3D73E4D63D56E84DBC93DEF23DDE015C3E8F389BBD6C35693ECF6E193D734929BE6C392DBE9442AA3DBC3608BDE2A5D4BD8570F43D819EFEBD9DB8E6BDBB75343DEB502EBDFAA64BBEE70391BD96A5A9BDB6B8CDBDA5E43B3E887012BDD36813BE1F058F3DCC56263D824237BE722167BE219D363E06875FBEAC926F3E14C4063E326E493EF60C52BE"> : tensor<2x2x3x3xf32>}> : () -> tensor<2x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %7 = "arith.constant"() <{value = dense<"0x0000000000000000"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %8 = "arith.constant"() <{value = dense<"0x0000803F0000803F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %9 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %10 = "arith.constant"() <{value = dense<"0x965F893F602E523F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %11 = "arith.constant"() <{value = dense<"0x22835CBD787F1F3C"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %12 = "arith.constant"() <{value = dense<"0x234AFF3D724171BD471D4DBEECBE6D3CBBF5603E414ED7BDA6259DBDB3BF3C3E0D5606BDBE5DB8BD337442BDDD690D3CCAA044BE6BF489BDC4086A3E3FF64EBDF2D55B3EBB73BCBD8F2AC2BD08E28FBD30CE57BE506011BEC6DD113E281135BEB3E5A43DCE16633ED45EF5BC2F2CD33DF47AE13D8D492CBE9921BABD402C97BD00E7683E6E6C57BE4D18123E39B0623E"> : tensor<2x2x3x3xf32>}> : () -> tensor<2x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %13 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg56: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg57: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg58: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg59: index loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      "tensor.yield"(%0) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>) -> tensor<1x2x6x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %14 = "tensor.empty"() : () -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %15 = "linalg.generic"(%0, %14) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      "linalg.yield"(%arg54) : (f32) -> ()
    }) : (f32, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %16 = "linalg.generic"(%13, %12, %15) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
      %70 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %71 = "arith.addf"(%arg53, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%71) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %17 = "tensor.empty"() : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %18 = "linalg.generic"(%10, %17) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg50: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %68 = "arith.truncf"(%9) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      %69 = "arith.addf"(%arg49, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%69) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %19 = "linalg.generic"(%18, %17) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg48: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %67 = "math.sqrt"(%arg47) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%67) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %20 = "linalg.generic"(%19, %17) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg46: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %65 = "arith.cmpf"(%arg45, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "cf.assert"(%65) <{msg = "unimplemented: tensor with zero element"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      %66 = "arith.divf"(%1, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%66) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %21 = "tensor.expand_shape"(%11) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %22 = "tensor.expand_shape"(%20) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %23 = "linalg.generic"(%16, %21, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg43: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg44: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %64 = "arith.subf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%64) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %24 = "linalg.generic"(%23, %22, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg40: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg41: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %63 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%63) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %25 = "tensor.expand_shape"(%8) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %26 = "linalg.generic"(%24, %25, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg37: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg38: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %62 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%62) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %27 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %28 = "linalg.generic"(%26, %27, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg34: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg35: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %61 = "arith.addf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%61) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %29 = "linalg.generic"(%28, %14) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg32: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))):
      %59 = "arith.cmpf"(%arg31, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      %60 = "arith.select"(%59, %arg31, %0) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
      "linalg.yield"(%60) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
    %30 = "tensor.pad"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg27: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg28: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg29: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg30: index loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      "tensor.yield"(%0) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>) -> tensor<1x2x6x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %31 = "linalg.generic"(%30, %6, %15) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %57 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %58 = "arith.addf"(%arg26, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%58) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %32 = "linalg.generic"(%4, %17) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg23: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %55 = "arith.truncf"(%9) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      %56 = "arith.addf"(%arg22, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%56) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %33 = "linalg.generic"(%32, %17) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %54 = "math.sqrt"(%arg20) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%54) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %34 = "linalg.generic"(%33, %17) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %52 = "arith.cmpf"(%arg18, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "cf.assert"(%52) <{msg = "unimplemented: tensor with zero element"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      %53 = "arith.divf"(%1, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%53) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %35 = "tensor.expand_shape"(%5) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %36 = "tensor.expand_shape"(%34) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %37 = "linalg.generic"(%31, %35, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %51 = "arith.subf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%51) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %38 = "linalg.generic"(%37, %36, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %50 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%50) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %39 = "tensor.expand_shape"(%3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %40 = "linalg.generic"(%38, %39, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %49 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%49) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %41 = "tensor.expand_shape"(%2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %42 = "linalg.generic"(%40, %41, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %48 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%48) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %43 = "linalg.generic"(%arg0, %42, %14) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":102:0)), %arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %47 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%47) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    %44 = "linalg.generic"(%43, %14) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))):
      %45 = "arith.cmpf"(%arg1, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      %46 = "arith.select"(%45, %arg1, %0) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
      "linalg.yield"(%46) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
    "func.return"(%44) : (tensor<1x2x4x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":103:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":102:0))
}) : () -> ()
