// SOUNDNESS: wrong extent-bounds: a condition reduced (and) from 4 lanes of a broadcast index divided by [3, 4, 5, 6] against [20, 15, 12, 10], false from 63 (attack15: 'verified for extents <= 50')
// Made with mlir-opt-19 (printed form) from a hand-written generic, the target edited by hand.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

#map = affine_map<(d0) -> (d0)>
module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = linalg.index 0 : index
      %2 = arith.addf %in, %in : f32
      linalg.yield %2 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}


// ----- target

#map = affine_map<(d0) -> (d0)>
module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = linalg.index 0 : index
      %cst = arith.constant dense<[3, 4, 5, 6]> : vector<4xindex>
      %cst_0 = arith.constant dense<[20, 15, 12, 10]> : vector<4xindex>
      %2 = vector.broadcast %1 : index to vector<4xindex>
      %3 = arith.divui %2, %cst : vector<4xindex>
      %4 = arith.cmpi ule, %3, %cst_0 : vector<4xindex>
      %5 = vector.reduction <and>, %4 : vector<4xi1> into i1
      %6 = arith.addf %in, %in : f32
      %7 = arith.select %5, %6, %in : f32
      linalg.yield %7 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

