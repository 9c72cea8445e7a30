#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, sym_name = "gelu"}> ({
  ^bb0(%arg0: tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":56:0)), %arg2: f32 loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))):
      %5 = "arith.divf"(%arg1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
      %6 = "math.erf"(%5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
      %7 = "arith.addf"(%6, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
      %8 = "arith.mulf"(%7, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
      %9 = "arith.mulf"(%arg1, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
      "linalg.yield"(%9) : (f32) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
    }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
    "func.return"(%4) : (tensor<2x4xf32>) -> () loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
  }) : () -> () loc("torch"("tvmlir/frontends/torch_zoo.py":56:0))
}) : () -> ()
