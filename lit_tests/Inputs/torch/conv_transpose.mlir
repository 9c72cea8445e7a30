#map = affine_map<(d0, d1, d2, d3) -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2x2x2xf32>) -> tensor<1x1x4x4xf32>, sym_name = "conv_transpose"}> ({
  ^bb0(%arg0: tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<"0x4463873EE8E3FFBD808ED9BEE02AFC3C229BEE3EBC5D64BEFCAD26BEC832C83E"> : tensor<2x1x2x2xf32>}> : () -> tensor<2x1x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = dense<-0.0695727468> : tensor<1x1x4x4xf32>}> : () -> tensor<1x1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    %5 = "tensor.empty"() : () -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    %6 = "linalg.generic"(%0, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    %7 = "linalg.generic"(%6) <{indexing_maps = [#map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg6: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))):
      %14 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
      %15 = "linalg.index"() <{dim = 2 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
      %16 = "linalg.index"() <{dim = 3 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
      %17 = "arith.subi"(%3, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
      %18 = "arith.subi"(%3, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
      %19 = "tensor.extract"(%1, %14, %2, %17, %18) : (tensor<2x1x2x2xf32>, index, index, index, index) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
      "linalg.yield"(%19) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    }) : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    %8 = "tensor.empty"() : () -> tensor<1x2x5x5xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    %9 = "linalg.generic"(%0, %8) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (f32, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    %10 = "tensor.insert_slice"(%arg0, %9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 1, 2, 2, 2>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<1x2x2x2xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    %11 = "linalg.generic"(%10, %7, %4) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %12 = "arith.mulf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %13 = "arith.addf"(%arg3, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%13) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x2x5x5xf32>, tensor<1x2x2x2xf32>, tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
    "func.return"(%11) : (tensor<1x1x4x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":201:0))
}) : () -> ()
