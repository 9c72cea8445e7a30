#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}], function_type = (tensor<16x512xf32>) -> tensor<16x512xf32>, sym_name = "softmax_dispatch_0_softmax_16x512xf32_dispatch_tensor_store"}> ({
  ^bb0(%arg0: tensor<16x512xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFFC00000 : f32}> : () -> f32
    %2 = "tensor.empty"() : () -> tensor<16x512xf32>
    %3 = "tensor.empty"() : () -> tensor<16xf32>
    %4 = "linalg.generic"(%1, %3) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      "linalg.yield"(%arg12) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %5 = "linalg.generic"(%arg0, %4) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %15 = "arith.maxnumf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%15) : (f32) -> ()
    }) : (tensor<16x512xf32>, tensor<16xf32>) -> tensor<16xf32>
    %6 = "linalg.generic"(%0, %3) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %7 = "linalg.generic"(%arg0, %5, %6) <{indexing_maps = [#map2, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %12 = "arith.subf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %13 = "math.exp"(%12) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %14 = "arith.addf"(%13, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%14) : (f32) -> ()
    }) : (tensor<16x512xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %8 = "linalg.generic"(%arg0, %5, %7, %2) <{indexing_maps = [#map2, #map3, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32, %arg4: f32):
      %9 = "arith.subf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "math.exp"(%9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %11 = "arith.divf"(%10, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<16x512xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x512xf32>) -> tensor<16x512xf32>
    "func.return"(%8) : (tensor<16x512xf32>) -> ()
  }) : () -> ()
}) : () -> ()
