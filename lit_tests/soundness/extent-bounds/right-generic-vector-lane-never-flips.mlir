// SOUNDNESS: right extent-bounds: i/3 <= i on a broadcast of the index, read from lane 1: always true
// Made with mlir-opt-19 (printed form) from a hand-written generic, the target edited by hand.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified for extents <= 50

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
      %cst = arith.constant dense<3> : vector<4xindex>
      %2 = vector.broadcast %1 : index to vector<4xindex>
      %3 = arith.divui %2, %cst : vector<4xindex>
      %4 = arith.cmpi ule, %3, %2 : vector<4xindex>
      %5 = vector.extract %4[1] : i1 from vector<4xi1>
      %6 = arith.addf %in, %in : f32
      %7 = arith.select %5, %6, %in : f32
      linalg.yield %7 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

