#map = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x4x4xf32>) -> tensor<1x4x4xf32>, sym_name = "vit_patch_embed"}> ({
  ^bb0(%arg0: tensor<1x1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))):
    %0 = "arith.constant"() <{value = dense<"0xEC5B0BBDD02CD43EF11922BF627992BE99A7BD3F6E412040711CB23E062BC83F32F7A7BEA86D053FC8B3D73F4837DC3E2DB027BE2103613F9EA781BFD5C79ABE"> : tensor<1x4x4xf32>}> : () -> tensor<1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    %1 = "arith.constant"() <{value = dense<"0x4463873EE8E3FFBD808ED9BEE02AFC3C229BEE3EBC5D64BEFCAD26BEC832C83E287C8EBDC48C43BEE03FCEBDE0FD953C3A8ED0BEB85212BE163BF83E2884DBBD"> : tensor<4x1x2x2xf32>}> : () -> tensor<4x1x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    %2 = "arith.constant"() <{value = dense<"0xC62BE93E34E247BEC4F14DBE649C18BE"> : tensor<4xf32>}> : () -> tensor<4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    %3 = "tensor.empty"() : () -> tensor<1x4x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    %4 = "linalg.generic"(%2, %3) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":263:0)), %arg10: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    %5 = "linalg.generic"(%arg0, %1, %4) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %11 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %12 = "arith.addf"(%arg8, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x1x4x4xf32>, tensor<4x1x2x2xf32>, tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    %6 = "tensor.collapse_shape"(%5) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<1x4x2x2xf32>) -> tensor<1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    %7 = "tensor.empty"() : () -> tensor<1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    %8 = "linalg.generic"(%6, %7) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":263:0)), %arg5: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    %9 = "linalg.generic"(%8, %0, %7) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":263:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":263:0)), %arg3: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))):
      %10 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
      "linalg.yield"(%10) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    }) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
    "func.return"(%9) : (tensor<1x4x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":263:0))
}) : () -> ()
