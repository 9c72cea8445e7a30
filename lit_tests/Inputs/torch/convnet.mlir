#map = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map11 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x6x6xf32>) -> tensor<1x3xf32>, sym_name = "convnet"}> ({
  ^bb0(%arg0: tensor<1x1x6x6xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<"0xEDC17CBB42AFF33BE360E93D"> : tensor<3xf32>}> : () -> tensor<3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %2 = "arith.constant"() <{value = dense<"0x3F3D36BD4D702CBE123C50BB775108BE67A10BBEE4951FBCEA6ED93C0B4494BD5DD3D63D8F50DCBD6440243EE51AF83D88A618BE253634BD67B0023C8F49D33C86BB2B3DFF128E3D4A7D2D3C2AA6B0BD0E50AB3D81A42DBE2E95D6BD184235BD975AB0BD714E7DBD0C5E14BEB0051ABDB5C61A3D16DBEBBD02A314BC3595013EE4DE94BC5DFDA03B86DC79BC2E8A123DCF32E63D4A782B3E30EAE53DB9DC2B3E447751BC129D22BE61A2ABBD9783F63DC23396BA33F3B3BD9DB70ABE466829BE24C818BE97DE12BD4F8BC63DA4BBC33DB0942EBE4ED5E13D3BA60DBED01319BDF9CB92BDE6770BBDD42A0EBD0C7022BE884C1CBE439BE2BC88D2153B0F77A4BD3361883D8FED22BEC47643BC22311F3E34AC93BD0576233E191D833DE55C23BE970FE53DEA1BA7BCD59DA1BDB1C0103EE64712BEE6649B3C619917BDA844013E4A1F4A3D26F6AD3DE2B67F3D4E1F2EBD044718BDB72C15BE252BC43DB3B90F3E42B7F73DCD5FFFBDD22C013CA236FFBDEB4BC7BD40F6D2BD2773773D5DBED7BD"> : tensor<3x32xf32>}> : () -> tensor<3x32xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %3 = "arith.constant"() <{value = dense<"0xAA3EAABE608D7F3D0B0166BD4BAE60BD683F1CBE0843033E462C4ABE7B42FA3D739D2C3ED059743EB641FF3D32EAA8BE006C5DBED06E2A3E10E28E3D642285BEE08B44BEF78DA03E"> : tensor<2x1x3x3xf32>}> : () -> tensor<2x1x3x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %4 = "arith.constant"() <{value = dense<"0x1BFF653E76D414BE"> : tensor<2xf32>}> : () -> tensor<2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %5 = "tensor.empty"() : () -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0)), %arg17: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))):
      "linalg.yield"(%arg16) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %7 = "linalg.generic"(%arg0, %3, %6) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %21 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %22 = "arith.addf"(%arg15, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%22) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x1x6x6xf32>, tensor<2x1x3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %8 = "linalg.generic"(%7, %5) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))):
      %19 = "arith.cmpf"(%arg11, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
      %20 = "arith.select"(%19, %arg11, %0) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
      "linalg.yield"(%20) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %9 = "tensor.collapse_shape"(%8) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x2x4x4xf32>) -> tensor<1x32xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %10 = "tensor.empty"() : () -> tensor<32x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %11 = "linalg.generic"(%2, %10) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<3x32xf32>, tensor<32x3xf32>) -> tensor<32x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %12 = "tensor.empty"() : () -> tensor<1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %13 = "linalg.generic"(%0, %12) <{indexing_maps = [#map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<1x3xf32>) -> tensor<1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %14 = "linalg.generic"(%9, %11, %13) <{indexing_maps = [#map8, #map9, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %17 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "arith.addf"(%arg6, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<1x32xf32>, tensor<32x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    %15 = "linalg.generic"(%14, %1, %12) <{indexing_maps = [#map6, #map11, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))):
      %16 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
      "linalg.yield"(%16) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    }) : (tensor<1x3xf32>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
    "func.return"(%15) : (tensor<1x3xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":37:0))
}) : () -> ()
