#map = affine_map<(d0, d1, d2, d3) -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>, sym_name = "inverted_residual"}> ({
  ^bb0(%arg0: tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %3 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %4 = "arith.constant"() <{value = dense<"0x0000000000000000"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %5 = "arith.constant"() <{value = dense<"0x0000803F0000803F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %6 = "arith.constant"() <{value = dense<"0x91E4BB3F26BEA43F"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %7 = "arith.constant"() <{value = dense<"0xCAA9D3BD905E7DBD"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %8 = "arith.constant"() <{value = dense<"0x78BDA23D4E8EB3BE6CBBB7BE8C96343E007A90BD188C61BE36A2813E3E0887BE"> : tensor<2x4x1x1xf32>}> : () -> tensor<2x4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %9 = "arith.constant"() <{value = dense<"0x00000000000000000000000000000000"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %10 = "arith.constant"() <{value = dense<"0x0000803F0000803F0000803F0000803F"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %11 = "arith.constant"() <{value = dense<"0x618B973F6BC0033F5239923FDB2B9D3F"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %12 = "arith.constant"() <{value = dense<"0x7F73B83CED51AFBB0DE6B63DB9A989BC"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %13 = "arith.constant"() <{value = dense<"0xE0FA3DBDD85D02BEEB7F89BD2BFD473C7C098BBEF618C3BDBA7CA53E1B5892BD84729B3E784105BED84B09BE307BCBBDF49898BED0974DBE3E494E3EA20880BE3033E93D8493A03ECB802DBD5352153E4B701F3EABA673BE5B9D03BE6BCAD5BDD4AFA43ED45398BE039C4E3EFB4AA03E4AF0863EBB78113EAEF3173E409991BC10BC2B3E93919B3EFB83DBBD48E7A43E"> : tensor<4x1x3x3xf32>}> : () -> tensor<4x1x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %14 = "arith.constant"() <{value = dense<"0x00000000000000000000000000000000"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %15 = "arith.constant"() <{value = dense<"0x0000803F0000803F0000803F0000803F"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %16 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %17 = "arith.constant"() <{value = dense<"0xAD956C3F07D3313F42F6923FDE068B3F"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %18 = "arith.constant"() <{value = dense<"0x04858C3D5DCE2D3DAF01CD3C8280A3BD"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %19 = "arith.constant"() <{value = dense<"0x9A77BF3E15F134BEF5D519BF304F323D4CB8283FB07AA1BE78B86BBEC68F0D3F"> : tensor<4x2x1x1xf32>}> : () -> tensor<4x2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %20 = "tensor.empty"() : () -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %21 = "linalg.generic"(%0, %20) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      "linalg.yield"(%arg85) : (f32) -> ()
    }) : (f32, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %22 = "linalg.generic"(%arg0, %19, %21) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %109 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %110 = "arith.addf"(%arg84, %109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%110) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x2x3x3xf32>, tensor<4x2x1x1xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %23 = "tensor.empty"() : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %24 = "linalg.generic"(%17, %23) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg81: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
      %107 = "arith.truncf"(%16) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      %108 = "arith.addf"(%arg80, %107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "linalg.yield"(%108) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %25 = "linalg.generic"(%24, %23) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg79: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
      %106 = "math.sqrt"(%arg78) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "linalg.yield"(%106) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %26 = "linalg.generic"(%25, %23) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg77: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
      %104 = "arith.cmpf"(%arg76, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "cf.assert"(%104) <{msg = "unimplemented: tensor with zero element"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      %105 = "arith.divf"(%1, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "linalg.yield"(%105) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %27 = "tensor.expand_shape"(%18) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %28 = "tensor.expand_shape"(%26) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %29 = "linalg.generic"(%22, %27, %20) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg74: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg75: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
      %103 = "arith.subf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "linalg.yield"(%103) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    }) : (tensor<1x4x3x3xf32>, tensor<4x1x1xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %30 = "linalg.generic"(%29, %28, %20) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg71: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg72: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
      %102 = "arith.mulf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "linalg.yield"(%102) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    }) : (tensor<1x4x3x3xf32>, tensor<4x1x1xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %31 = "tensor.expand_shape"(%15) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %32 = "linalg.generic"(%30, %31, %20) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg68: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg69: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
      %101 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "linalg.yield"(%101) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    }) : (tensor<1x4x3x3xf32>, tensor<4x1x1xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %33 = "tensor.expand_shape"(%14) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %34 = "linalg.generic"(%32, %33, %20) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg65: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg66: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
      %100 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "linalg.yield"(%100) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    }) : (tensor<1x4x3x3xf32>, tensor<4x1x1xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %35 = "linalg.generic"(%34, %3, %20) <{indexing_maps = [#map1, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg61: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg62: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg63: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
      %98 = "arith.cmpf"(%arg61, %arg62) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      %99 = "arith.select"(%98, %arg61, %arg62) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "linalg.yield"(%99) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    }) : (tensor<1x4x3x3xf32>, tensor<f32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %36 = "linalg.generic"(%2, %35, %20) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg59: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg60: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))):
      %96 = "arith.cmpf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      %97 = "arith.select"(%96, %arg58, %arg59) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
      "linalg.yield"(%97) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    }) : (tensor<f32>, tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
    %37 = "tensor.pad"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg54: index loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg55: index loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg56: index loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg57: index loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      "tensor.yield"(%0) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<1x4x3x3xf32>) -> tensor<1x4x5x5xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %38 = "tensor.collapse_shape"(%13) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x1x3x3xf32>) -> tensor<4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %39 = "linalg.generic"(%37, %38, %21) <{indexing_maps = [#map7, #map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
      %94 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %95 = "arith.addf"(%arg53, %94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%95) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<1x4x5x5xf32>, tensor<4x3x3xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %40 = "linalg.generic"(%11, %23) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg50: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      %92 = "arith.truncf"(%16) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      %93 = "arith.addf"(%arg49, %92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "linalg.yield"(%93) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %41 = "linalg.generic"(%40, %23) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg48: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      %91 = "math.sqrt"(%arg47) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "linalg.yield"(%91) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %42 = "linalg.generic"(%41, %23) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg46: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      %89 = "arith.cmpf"(%arg45, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "cf.assert"(%89) <{msg = "unimplemented: tensor with zero element"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      %90 = "arith.divf"(%1, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "linalg.yield"(%90) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %43 = "tensor.expand_shape"(%12) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %44 = "tensor.expand_shape"(%42) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %45 = "linalg.generic"(%39, %43, %20) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg43: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg44: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      %88 = "arith.subf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "linalg.yield"(%88) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<1x4x3x3xf32>, tensor<4x1x1xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %46 = "linalg.generic"(%45, %44, %20) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg40: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg41: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      %87 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "linalg.yield"(%87) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<1x4x3x3xf32>, tensor<4x1x1xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %47 = "tensor.expand_shape"(%10) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %48 = "linalg.generic"(%46, %47, %20) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg37: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg38: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      %86 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "linalg.yield"(%86) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<1x4x3x3xf32>, tensor<4x1x1xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %49 = "tensor.expand_shape"(%9) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %50 = "linalg.generic"(%48, %49, %20) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg34: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg35: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      %85 = "arith.addf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "linalg.yield"(%85) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<1x4x3x3xf32>, tensor<4x1x1xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %51 = "linalg.generic"(%50, %3, %20) <{indexing_maps = [#map1, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg31: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg32: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      %83 = "arith.cmpf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      %84 = "arith.select"(%83, %arg30, %arg31) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "linalg.yield"(%84) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<1x4x3x3xf32>, tensor<f32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %52 = "linalg.generic"(%2, %51, %20) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg28: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0)), %arg29: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))):
      %81 = "arith.cmpf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      %82 = "arith.select"(%81, %arg27, %arg28) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
      "linalg.yield"(%82) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    }) : (tensor<f32>, tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":132:0))
    %53 = "tensor.empty"() : () -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %54 = "linalg.generic"(%0, %53) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      "linalg.yield"(%arg25) : (f32) -> ()
    }) : (f32, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %55 = "linalg.generic"(%52, %8, %54) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
      %79 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %80 = "arith.addf"(%arg24, %79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%80) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x4x3x3xf32>, tensor<2x4x1x1xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %56 = "tensor.empty"() : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %57 = "linalg.generic"(%6, %56) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))):
      %77 = "arith.truncf"(%16) : (f64) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      %78 = "arith.addf"(%arg20, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      "linalg.yield"(%78) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %58 = "linalg.generic"(%57, %56) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg19: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))):
      %76 = "math.sqrt"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      "linalg.yield"(%76) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %59 = "linalg.generic"(%58, %56) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))):
      %74 = "arith.cmpf"(%arg16, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      "cf.assert"(%74) <{msg = "unimplemented: tensor with zero element"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      %75 = "arith.divf"(%1, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      "linalg.yield"(%75) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %60 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %61 = "tensor.expand_shape"(%59) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %62 = "linalg.generic"(%55, %60, %53) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))):
      %73 = "arith.subf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      "linalg.yield"(%73) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    }) : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %63 = "linalg.generic"(%62, %61, %53) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))):
      %72 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      "linalg.yield"(%72) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    }) : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %64 = "tensor.expand_shape"(%5) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %65 = "linalg.generic"(%63, %64, %53) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg8: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))):
      %71 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      "linalg.yield"(%71) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    }) : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %66 = "tensor.expand_shape"(%4) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %67 = "linalg.generic"(%65, %66, %53) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))):
      %70 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      "linalg.yield"(%70) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    }) : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    %68 = "linalg.generic"(%arg0, %67, %53) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":131:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))):
      %69 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
      "linalg.yield"(%69) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    }) : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
    "func.return"(%68) : (tensor<1x2x3x3xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":133:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":131:0))
}) : () -> ()
