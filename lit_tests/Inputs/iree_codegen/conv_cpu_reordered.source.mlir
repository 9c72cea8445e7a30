#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 + d4, d2 + d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}, {bufferization.writable = false}, {bufferization.writable = false}, {bufferization.writable = false}], function_type = (tensor<2x6x6xf32>, tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2xf32>) -> tensor<2x4x4xf32>, sym_name = "resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32"}> ({
  ^bb0(%arg0: tensor<2x6x6xf32>, %arg1: tensor<2x4x4xf32>, %arg2: tensor<2x4x4xf32>, %arg3: tensor<2xf32>):
    %0 = "arith.constant"() <{value = dense<[[[[0.186359406, 0.100453079, 0.10492792], [-1.256760e-02, 0.118588589, 0.214850873], [-0.0757914707, 0.227742851, 0.0374591909]], [[-0.165319249, -0.16916436, 8.313480e-02], [-0.0332553238, -0.103832021, 0.119355239], [-0.12432576, -0.112656809, 0.044057589]]], [[[-0.0425576381, -0.198879153, -0.0708082244], [-0.0828353614, -0.100449964, 0.183489397], [-0.0357518494, -0.14395456, 0.0698339865]], [[0.0406101197, -0.178964645, -0.225713521], [0.178333774, -0.218288511, 0.233957946], [0.131607354, 0.196709424, -0.205127567]]]]> : tensor<2x2x3x3xf32>}> : () -> tensor<2x2x3x3xf32>
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<[-0.164096877, -0.0164125189]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %3 = "tensor.empty"() : () -> tensor<2x4x4xf32>
    %4 = "linalg.generic"(%arg0, %0, %arg1) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %12 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %13 = "arith.addf"(%arg11, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%13) : (f32) -> ()
    }) : (tensor<2x6x6xf32>, tensor<2x2x3x3xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %5 = "linalg.generic"(%arg2, %4, %2, %arg3, %3) <{indexing_maps = [#map3, #map3, #map4, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32, %arg7: f32, %arg8: f32):
      %6 = "arith.subf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %7 = "arith.mulf"(%6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.addf"(%7, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %9 = "arith.addf"(%arg4, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.cmpf"(%9, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %11 = "arith.select"(%10, %9, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    "func.return"(%5) : (tensor<2x4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
