// SOUNDNESS: right extent-bounds: odd lanes doubled by bit 0 of i, unedited (the counterpart of wrong-generic-threshold-periodic-bit)
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
      %2 = arith.index_cast %1 : index to i64
      %3 = arith.trunci %2 : i64 to i1
      %4 = arith.addf %in, %in : f32
      %5 = arith.select %3, %4, %in : f32
      linalg.yield %5 : f32
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
      %2 = arith.index_cast %1 : index to i64
      %3 = arith.trunci %2 : i64 to i1
      %4 = arith.addf %in, %in : f32
      %5 = arith.select %3, %4, %in : f32
      linalg.yield %5 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

