#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi64>) -> tensor<2x3xf32>, sym_name = "embedding_pool"}> ({
  ^bb0(%arg0: tensor<2x3xi64> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))):
    %0 = "arith.constant"() <{value = 6 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = dense<"0x7CB774BE1868BF3DE0E3B8BD"> : tensor<3xf32>}> : () -> tensor<3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %4 = "arith.constant"() <{value = dense<"0x0CCD803E5C5AE93EFCA224BEEC5AF73E78BDA23D4E8EB3BE6CBBB7BE8C96343E007A90BD188C61BE36A2813E3E0887BE"> : tensor<3x4xf32>}> : () -> tensor<3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %5 = "arith.constant"() <{value = dense<"0x6930C5BFCCF2B3BEB720A3BE866C9CBF60070B409E8300BF0E23673FD1A8D2BF99A7BD3F6E412040711CB23E062BC83F7EC1A43FD8C802BE3F5F16BE938967BF2DB027BE2103613F9EA781BFD5C79ABE72827EBFE2750ABFE91558BF1A9B1C3E"> : tensor<6x4xf32>}> : () -> tensor<6x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %6 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %7 = "tensor.empty"() : () -> tensor<2x3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %8 = "linalg.generic"(%arg0, %7) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: i64 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0)), %arg18: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))):
      %24 = "arith.index_cast"(%arg17) : (i64) -> index loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      %25 = "linalg.index"() <{dim = 2 : i64}> : () -> index loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      %26 = "arith.cmpi"(%24, %0) <{predicate = 2 : i64}> : (index, index) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      "cf.assert"(%26) <{msg = "index must be smaller than dim size"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      %27 = "arith.cmpi"(%arg17, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      "cf.assert"(%27) <{msg = "index must be larger or equal to 0"}> : (i1) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      %28 = "tensor.extract"(%5, %24, %25) : (tensor<6x4xf32>, index, index) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      "linalg.yield"(%28) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    }) : (tensor<2x3xi64>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %9 = "tensor.empty"() : () -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %10 = "linalg.generic"(%2, %9) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (f32, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %11 = "linalg.generic"(%8, %10) <{indexing_maps = [#map1, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))):
      %23 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      "linalg.yield"(%23) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    }) : (tensor<2x3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %12 = "linalg.generic"(%11, %9) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))):
      %22 = "arith.divf"(%arg11, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      "linalg.yield"(%22) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %13 = "tensor.empty"() : () -> tensor<4x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %14 = "linalg.generic"(%4, %13) <{indexing_maps = [#map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %15 = "tensor.empty"() : () -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %16 = "linalg.generic"(%2, %15) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %17 = "linalg.generic"(%12, %14, %16) <{indexing_maps = [#map4, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %20 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %21 = "arith.addf"(%arg6, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    %18 = "linalg.generic"(%17, %3, %15) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))):
      %19 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
      "linalg.yield"(%19) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    }) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
    "func.return"(%18) : (tensor<2x3xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":143:0))
}) : () -> ()
