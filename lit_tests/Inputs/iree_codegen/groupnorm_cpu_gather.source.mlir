#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = false}], function_type = (tensor<2x2xf32>) -> tensor<4xf32>, sym_name = "groupnorm_dispatch_2_elementwise_4_i64xi64xf32"}> ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = dense<[0, 1, 0, 1]> : tensor<4xi64>}> : () -> tensor<4xi64>
    %3 = "arith.constant"() <{value = dense<[0, 0, 1, 1]> : tensor<4xi64>}> : () -> tensor<4xi64>
    %4 = "tensor.empty"() : () -> tensor<4xf32>
    %5 = "linalg.generic"(%3, %2, %4) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: i64, %arg2: i64, %arg3: f32):
      %6 = "arith.cmpi"(%arg1, %1) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %7 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %8 = "arith.select"(%6, %7, %arg1) : (i1, i64, i64) -> i64
      %9 = "arith.index_cast"(%8) : (i64) -> index
      %10 = "arith.cmpi"(%arg2, %1) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %11 = "arith.addi"(%arg2, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %12 = "arith.select"(%10, %11, %arg2) : (i1, i64, i64) -> i64
      %13 = "arith.index_cast"(%12) : (i64) -> index
      %14 = "tensor.extract"(%arg0, %9, %13) : (tensor<2x2xf32>, index, index) -> f32
      "linalg.yield"(%14) : (f32) -> ()
    }) : (tensor<4xi64>, tensor<4xi64>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%5) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
