// SOUNDNESS: wrong forall-outputs: tile_using_forall by 8 with the iteration count floordiv instead of ceildiv (the last partial tile dropped)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// ----- target

#map = affine_map<()[s0] -> (s0 floordiv 8)>
#map1 = affine_map<(d0)[s0] -> (d0 * -8 + s0, 8)>
#map2 = affine_map<(d0) -> (d0 * 8)>
#map3 = affine_map<(d0) -> (d0)>
func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
  %0 = affine.apply #map()[%dim]
  %dim_0 = tensor.dim %arg0, %c0 : tensor<?xf32>
  %1 = scf.forall (%arg2) in (%0) shared_outs(%arg3 = %arg1) -> (tensor<?xf32>) {
    %2 = affine.min #map1(%arg2)[%dim_0]
    %3 = affine.apply #map2(%arg2)
    %4 = affine.apply #map2(%arg2)
    %extracted_slice = tensor.extract_slice %arg0[%3] [%2] [1] : tensor<?xf32> to tensor<?xf32>
    %extracted_slice_1 = tensor.extract_slice %arg3[%4] [%2] [1] : tensor<?xf32> to tensor<?xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<?xf32>) outs(%extracted_slice_1 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = arith.mulf %in, %in : f32
      linalg.yield %7 : f32
    } -> tensor<?xf32>
    %6 = affine.apply #map2(%arg2)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %5 into %arg3[%6] [%2] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  return %1 : tensor<?xf32>
}
