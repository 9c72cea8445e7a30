// SOUNDNESS: wrong extent-bounds: a tile of 63 as the sum of a constant vector [30, 33] (vector.reduction) with the remainder min(n, 63) (attack round 11: lanes were constants, their sum not)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

#id = affine_map<(d0) -> (d0)>
func.func @f(%in: tensor<?xf32>, %out: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%in : tensor<?xf32>) outs(%out : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// ----- target

#map = affine_map<(d0)[s0] -> (-d0 + s0, 64)>
#map1 = affine_map<(d0) -> (d0)>
module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %vc = arith.constant dense<[30, 33]> : vector<2xindex>
    %c64 = vector.reduction <add>, %vc : vector<2xindex> into index
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %0 = scf.for %arg2 = %c0 to %dim step %c64 iter_args(%arg3 = %arg1) -> (tensor<?xf32>) {
      %1 = arith.minsi %dim, %c64 : index
      %extracted_slice = tensor.extract_slice %arg0[%arg2] [%1] [1] : tensor<?xf32> to tensor<?xf32>
      %extracted_slice_0 = tensor.extract_slice %arg3[%arg2] [%1] [1] : tensor<?xf32> to tensor<?xf32>
      %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<?xf32>) outs(%extracted_slice_0 : tensor<?xf32>) {
      ^bb0(%in: f32, %out: f32):
        %3 = arith.addf %in, %in : f32
        linalg.yield %3 : f32
      } -> tensor<?xf32>
      %inserted_slice = tensor.insert_slice %2 into %arg3[%arg2] [%1] [1] : tensor<?xf32> into tensor<?xf32>
      scf.yield %inserted_slice : tensor<?xf32>
    }
    return %0 : tensor<?xf32>
  }
}
