#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x3xf32>, sym_name = "mlp"}> ({
  ^bb0(%arg0: tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<"0xC5BF463E43C836BDCF2B5D3C"> : tensor<3xf32>}> : () -> tensor<3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %2 = "arith.constant"() <{value = dense<"0x4952983C7B9C39BE6E01753D4D04A9BE68CC82BE4CA43ABE876C643E5D45543EF68F20BEF20251BCB38B673E12F5B33ECBAF0F3EA6A2433DF2BD723E522B55BE70ED863D65588CBE8AEC7ABEF2053BBE10D0233EFD98113E5B7456BEB8BFDA3D"> : tensor<3x8xf32>}> : () -> tensor<3x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %3 = "arith.constant"() <{value = dense<"0x1AEFA5BEC0B06BBE1ADAB2BE76C2EFBE047095BE9E0EDC3EBC76643E0027783E"> : tensor<8xf32>}> : () -> tensor<8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %4 = "arith.constant"() <{value = dense<"0x005475BB5E54893E16B3D2BE8066BCBEF43245BEEC4B093E404F22BCCEFACA3E70BF35BD4C7B073EACBB1ABE7048C9BDB891F4BE528BA9BEE80E53BE00BB973C60694A3E189B993E8C8DADBEFCF45EBE98F7393E4E94D43E48BDD2BD5C91BF3E400DA5BD10B5583D4ACDE73ECE7BEDBE6629A1BEE09E01BEDC9347BE282FDD3E"> : tensor<8x4xf32>}> : () -> tensor<8x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %5 = "tensor.empty"() : () -> tensor<4x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0)), %arg22: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %7 = "tensor.empty"() : () -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %8 = "linalg.generic"(%0, %7) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (f32, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %9 = "linalg.generic"(%arg0, %6, %8) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %24 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %25 = "arith.addf"(%arg18, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%25) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %10 = "linalg.generic"(%9, %3, %7) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0)), %arg14: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0)), %arg15: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))):
      %23 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
      "linalg.yield"(%23) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    }) : (tensor<2x8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %11 = "linalg.generic"(%10, %7) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0)), %arg12: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))):
      %21 = "arith.cmpf"(%arg11, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
      %22 = "arith.select"(%21, %arg11, %0) : (i1, f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
      "linalg.yield"(%22) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    }) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %12 = "tensor.empty"() : () -> tensor<8x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %13 = "linalg.generic"(%2, %12) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<3x8xf32>, tensor<8x3xf32>) -> tensor<8x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %14 = "tensor.empty"() : () -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %15 = "linalg.generic"(%0, %14) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %16 = "linalg.generic"(%11, %13, %15) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %19 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %20 = "arith.addf"(%arg6, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%20) : (f32) -> ()
    }) : (tensor<2x8xf32>, tensor<8x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    %17 = "linalg.generic"(%16, %1, %14) <{indexing_maps = [#map1, #map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))):
      %18 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
      "linalg.yield"(%18) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    }) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
    "func.return"(%17) : (tensor<2x3xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":27:0))
}) : () -> ()
