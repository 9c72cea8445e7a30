// mlir-opt-19's tile_using_for by 100000 whose tile size is min(n, 100000) instead of min(n - i, 100000): wrong only past extent 100000, beyond the constants' re-check (extents <= 2^16, check.CONSTANTS_RECHECKED).  Until attack round 13 the bounded proof stood, its assumptions naming the constant not checked running twice (attack round 9); now a constant past 2^16 (up to 2^24) gets one narrow check at K + 2 that only a failure decides (check._recheck_huge), and it fails this one, as the same edit at 5000 fails (soundness/extent-bounds/wrong-tile-5000-size-from-zero.mlir).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)
// CHECK: checked again with extents <= {{[0-9]+}}

func.func @f(%x: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// ----- target

#map = affine_map<(d0)[s0] -> (s0, 100000)>
#map1 = affine_map<(d0) -> (d0)>
func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %c100000 = arith.constant 100000 : index
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
  %0 = scf.for %arg2 = %c0 to %dim step %c100000 iter_args(%arg3 = %arg1) -> (tensor<?xf32>) {
    %1 = affine.min #map(%arg2)[%dim]
    %extracted_slice = tensor.extract_slice %arg0[%arg2] [%1] [1] : tensor<?xf32> to tensor<?xf32>
    %extracted_slice_0 = tensor.extract_slice %arg3[%arg2] [%1] [1] : tensor<?xf32> to tensor<?xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<?xf32>) outs(%extracted_slice_0 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.negf %in : f32
      linalg.yield %3 : f32
    } -> tensor<?xf32>
    %inserted_slice = tensor.insert_slice %2 into %arg3[%arg2] [%1] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %inserted_slice : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %tiled_linalg_op, %loops = transform.structured.tile_using_for %0 tile_sizes [100000] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield 
  }
}
