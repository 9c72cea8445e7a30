// SOUNDNESS: wrong extent-bounds: the threshold 20 of i/3 <= k stored through a subview of an alloca and loaded from the alloca, wrong from 63: a value the search cannot know, so the bounded proof is not evidence past the bound (attack15: 'verified for extents <= 50', exit 0)
// Made with mlir-opt-19 (printed form) from a hand-written generic, the target edited by hand.
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (verified for extents <= 50 only: the search for the thresholds past them stopped (a value loaded from memory that a view or call may write))

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
    %c0 = arith.constant 0 : index
    %c20 = arith.constant 20 : index
    %alloca = memref.alloca() : memref<4xindex>
    %subview = memref.subview %alloca[1] [2] [1] : memref<4xindex> to memref<2xindex, strided<[1], offset: 1>>
    memref.store %c20, %subview[%c0] : memref<2xindex, strided<[1], offset: 1>>
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = linalg.index 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %2 = arith.divui %1, %c3 : index
      %3 = memref.load %alloca[%c1] : memref<4xindex>
      %4 = arith.cmpi ule, %2, %3 : index
      %5 = arith.addf %in, %in : f32
      %6 = arith.select %4, %5, %in : f32
      linalg.yield %6 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

