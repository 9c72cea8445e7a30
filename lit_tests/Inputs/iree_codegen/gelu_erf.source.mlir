#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}], function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "gelu_dispatch_0_elementwise_8_f32"}> ({
  ^bb0(%arg0: tensor<8xf32>):
    %0 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<8xf32>
    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %5 = "arith.divf"(%arg1, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "math.erf"(%5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %7 = "arith.addf"(%6, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.mulf"(%7, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %9 = "arith.mulf"(%arg1, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%9) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%4) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
