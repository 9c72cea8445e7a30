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
  ^bb0(%arg0: tensor<1x1x6x6xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<[-0.00385677372, 0.00743666384, 0.113954328]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %2 = "arith.constant"() <{value = dense<[[-0.0444920026, -0.168397143, -0.00317740859, -0.133123264, -0.136357889, -0.00974032655, 0.0265421458, -0.0723954067, 0.104895331, -0.107575528, 0.160401881, 0.121145047, -0.149072766, -0.0439969487, 0.00797662791, 0.0257919114, 0.0419268832, 0.0693721697, 0.0105889533, -0.0862544328, 0.0836487859, -0.169572845, -0.104776725, -0.044252485, -0.0861102864, -0.0618423857, -0.14489001, -0.0376030803, 0.037787158, -0.115163967, -0.00907206721, 0.126545742], [-0.0181726888, 0.00491301576, -0.0152503308, 0.0357763097, 0.112401597, 0.167451054, 0.112263083, 0.167834178, -0.0127847828, -0.158802301, -0.0838058069, 0.120368175, -0.00114595168, -0.0878662094, -0.135466054, -0.165436834, -0.149200976, -0.0358568095, 0.0969453975, 0.0955727398, -0.170489073, 0.110270128, -0.138329431, -0.0373724103, -0.0716781095, -0.0340498909, -0.0347088128, -0.15863055, -0.152635694, -0.0276619252, 0.00228610821, -0.0803052112], [0.0665916428, -0.159109339, -0.0119301714, 0.155460864, -0.0721057951, 0.159629896, 0.0640203431, -0.159534052, 0.111846142, -0.0203990526, -0.0789143219, 0.141360059, -0.142852396, 0.0189690106, -0.0370115079, 0.126238465, 0.0493462458, 0.0849421471, 0.06243027, -0.0425103232, -3.717710e-02, -0.145678386, 0.0957854166, 0.140356824, 0.120955005, -0.124694444, 0.00788422115, -0.124615923, -0.0973127707, -0.103008747, 0.0604125522, -0.105343558]]> : tensor<3x32xf32>}> : () -> tensor<3x32xf32>
    %3 = "arith.constant"() <{value = dense<[[[[-0.332509339, 0.0623906851, -0.0561533384], [-0.0548537187, -0.152585626, 0.128185391], [-0.197434515, 0.122197114, 0.168569371]]], [[[0.238623857, 0.124637052, -0.329911768], [-0.2162323, 0.166438341, 0.0697671175], [-2.600280e-01, -0.191939831, 0.313583106]]]]> : tensor<2x1x3x3xf32>}> : () -> tensor<2x1x3x3xf32>
    %4 = "arith.constant"() <{value = dense<[0.224605963, -0.145341724]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %5 = "tensor.empty"() : () -> tensor<1x2x4x4xf32>
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32):
      "linalg.yield"(%arg16) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %7 = "linalg.generic"(%arg0, %3, %6) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %21 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %22 = "arith.addf"(%arg15, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%22) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<1x1x6x6xf32>, tensor<2x1x3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %8 = "linalg.generic"(%7, %5) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      %19 = "arith.cmpf"(%arg11, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %20 = "arith.select"(%19, %arg11, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%20) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %9 = "tensor.collapse_shape"(%8) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x2x4x4xf32>) -> tensor<1x32xf32>
    %10 = "tensor.empty"() : () -> tensor<32x3xf32>
    %11 = "linalg.generic"(%2, %10) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<3x32xf32>, tensor<32x3xf32>) -> tensor<32x3xf32>
    %12 = "tensor.empty"() : () -> tensor<1x3xf32>
    %13 = "linalg.generic"(%0, %12) <{indexing_maps = [#map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<1x3xf32>) -> tensor<1x3xf32>
    %14 = "linalg.generic"(%9, %11, %13) <{indexing_maps = [#map8, #map9, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %17 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "arith.addf"(%arg6, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<1x32xf32>, tensor<32x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %15 = "linalg.generic"(%14, %1, %12) <{indexing_maps = [#map6, #map11, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %16 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) : (tensor<1x3xf32>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    "func.return"(%15) : (tensor<1x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
