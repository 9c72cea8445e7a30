// SOUNDNESS: wrong extent-bounds: odd lanes doubled by bit 0 of i xor (i/3/20) instead of bit 0 of i: the condition changes at every step, its first two changes are 1 and 2, and i/3/20 first changes at 60 (attack15: 'verified for extents <= 50')
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
      %c3 = arith.constant 3 : index
      %c20 = arith.constant 20 : index
      %2 = arith.divui %1, %c3 : index
      %3 = arith.divui %2, %c20 : index
      %4 = arith.xori %1, %3 : index
      %5 = arith.index_cast %4 : index to i64
      %6 = arith.trunci %5 : i64 to i1
      %7 = arith.addf %in, %in : f32
      %8 = arith.select %6, %7, %in : f32
      linalg.yield %8 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

