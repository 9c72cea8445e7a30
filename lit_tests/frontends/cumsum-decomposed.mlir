// REQUIRES: mlir-opt-19
// `torch.cumsum` as tvmlir.frontends.torch exports it (cumsum_small.py:
// `torch.cumsum(x, dim=-1)` on a 2x3 input).  Torch-MLIR's own lowering
// is `tm_tensor.scan`, outside the dialects tvmlir and mlir-opt-19 read;
// the importer exports it through PyTorch's reference decomposition
// (`torch._refs.cumsum`, frontends/torch.py EXTRA_DECOMPOSITIONS): a sum
// over `where(j <= i, x[j], 0.0)`.  Both lowerings verify.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
// CHECK: @running_sum: verified
//
// Mutants of mlir-opt-19's lowering.  The mask `j <= i` made `j < i` (an
// exclusive scan): each output misses its own element.
// RUN: %mutate '"arith.cmpi"\((%[0-9]+), (%[0-9]+)\) <\{predicate = 3' '"arith.cmpi"(\1, \2) <{predicate = 2' < %t.up.mlir > %t.excl.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.excl.mlir | filecheck %s --check-prefix=BAD
// The select's arms swapped: the masked-out elements are summed instead.
// RUN: %mutate '"arith.select"\((%[0-9]+), (%[0-9]+), (%[0-9]+)\)' '"arith.select"(\1, \3, \2)' < %t.up.mlir > %t.swap.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.swap.mlir | filecheck %s --check-prefix=BAD
// BAD: @running_sum: FAILED
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> ()>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "running_sum"}> ({
  ^bb0(%arg0: tensor<2x3xf32> loc("torch"("cumsum_small.py":8:0))):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc("torch"("cumsum_small.py":8:0))
    %1 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32> loc("torch"("cumsum_small.py":8:0))
    %2 = "tensor.expand_shape"(%arg0) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 3, 1>}> : (tensor<2x3xf32>) -> tensor<2x3x1xf32> loc("torch"("cumsum_small.py":8:0))
    %3 = "tensor.empty"() : () -> tensor<3xi64> loc("torch"("cumsum_small.py":8:0))
    %4 = "linalg.generic"(%3) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg12: i64 loc("torch"("cumsum_small.py":8:0))):
      %16 = "linalg.index"() <{dim = 0 : i64}> : () -> index loc("torch"("cumsum_small.py":8:0))
      %17 = "arith.index_cast"(%16) : (index) -> i64 loc("torch"("cumsum_small.py":8:0))
      "linalg.yield"(%17) : (i64) -> () loc("torch"("cumsum_small.py":8:0))
    }) : (tensor<3xi64>) -> tensor<3xi64> loc("torch"("cumsum_small.py":8:0))
    %5 = "tensor.expand_shape"(%4) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 1>}> : (tensor<3xi64>) -> tensor<3x1xi64> loc("torch"("cumsum_small.py":8:0))
    %6 = "tensor.empty"() : () -> tensor<3x3xi1> loc("torch"("cumsum_small.py":8:0))
    %7 = "linalg.generic"(%5, %4, %6) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: i64 loc("torch"("cumsum_small.py":8:0)), %arg10: i64 loc("torch"("cumsum_small.py":8:0)), %arg11: i1 loc("torch"("cumsum_small.py":8:0))):
      %15 = "arith.cmpi"(%arg9, %arg10) <{predicate = 3 : i64}> : (i64, i64) -> i1 loc("torch"("cumsum_small.py":8:0))
      "linalg.yield"(%15) : (i1) -> () loc("torch"("cumsum_small.py":8:0))
    }) : (tensor<3x1xi64>, tensor<3xi64>, tensor<3x3xi1>) -> tensor<3x3xi1> loc("torch"("cumsum_small.py":8:0))
    %8 = "tensor.empty"() : () -> tensor<2x3x3xf32> loc("torch"("cumsum_small.py":8:0))
    %9 = "linalg.generic"(%7, %2, %1, %8) <{indexing_maps = [#map4, #map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg5: i1 loc("torch"("cumsum_small.py":8:0)), %arg6: f32 loc("torch"("cumsum_small.py":8:0)), %arg7: f32 loc("torch"("cumsum_small.py":8:0)), %arg8: f32 loc("torch"("cumsum_small.py":8:0))):
      %14 = "arith.select"(%arg5, %arg6, %arg7) : (i1, f32, f32) -> f32 loc("torch"("cumsum_small.py":8:0))
      "linalg.yield"(%14) : (f32) -> () loc("torch"("cumsum_small.py":8:0))
    }) : (tensor<3x3xi1>, tensor<2x3x1xf32>, tensor<f32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("torch"("cumsum_small.py":8:0))
    %10 = "tensor.empty"() : () -> tensor<2x3xf32> loc("torch"("cumsum_small.py":8:0))
    %11 = "linalg.generic"(%0, %10) <{indexing_maps = [#map8, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("cumsum_small.py":8:0))
    %12 = "linalg.generic"(%9, %11) <{indexing_maps = [#map7, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32 loc("torch"("cumsum_small.py":8:0)), %arg2: f32 loc("torch"("cumsum_small.py":8:0))):
      %13 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("torch"("cumsum_small.py":8:0))
      "linalg.yield"(%13) : (f32) -> () loc("torch"("cumsum_small.py":8:0))
    }) : (tensor<2x3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("torch"("cumsum_small.py":8:0))
    "func.return"(%12) : (tensor<2x3xf32>) -> () loc("torch"("cumsum_small.py":8:0))
  }) : () -> () loc("torch"("cumsum_small.py":8:0))
}) : () -> ()
