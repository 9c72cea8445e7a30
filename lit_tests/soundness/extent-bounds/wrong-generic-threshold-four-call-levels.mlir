// SOUNDNESS: wrong extent-bounds: the threshold 20 of i/3 <= 20 passed down four calls, wrong from 63 (attack15: 'verified for extents <= 50' with 3 levels followed)
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
  func.func private @l1(%arg0: index, %arg1: index) -> i1 {
    %0 = call @l2(%arg0, %arg1) : (index, index) -> i1
    return %0 : i1
  }
  func.func private @l2(%arg0: index, %arg1: index) -> i1 {
    %0 = call @l3(%arg0, %arg1) : (index, index) -> i1
    return %0 : i1
  }
  func.func private @l3(%arg0: index, %arg1: index) -> i1 {
    %0 = call @l4(%arg0, %arg1) : (index, index) -> i1
    return %0 : i1
  }
  func.func private @l4(%arg0: index, %arg1: index) -> i1 {
    %c3 = arith.constant 3 : index
    %0 = arith.divui %arg0, %c3 : index
    %1 = arith.cmpi ule, %0, %arg1 : index
    return %1 : i1
  }
}


// ----- target

#map = affine_map<(d0) -> (d0)>
module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = linalg.index 0 : index
      %c20 = arith.constant 20 : index
      %2 = func.call @l1(%1, %c20) : (index, index) -> i1
      %3 = arith.addf %in, %in : f32
      %4 = arith.select %2, %3, %in : f32
      linalg.yield %4 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func private @l1(%arg0: index, %arg1: index) -> i1 {
    %0 = call @l2(%arg0, %arg1) : (index, index) -> i1
    return %0 : i1
  }
  func.func private @l2(%arg0: index, %arg1: index) -> i1 {
    %0 = call @l3(%arg0, %arg1) : (index, index) -> i1
    return %0 : i1
  }
  func.func private @l3(%arg0: index, %arg1: index) -> i1 {
    %0 = call @l4(%arg0, %arg1) : (index, index) -> i1
    return %0 : i1
  }
  func.func private @l4(%arg0: index, %arg1: index) -> i1 {
    %c3 = arith.constant 3 : index
    %0 = arith.divui %arg0, %c3 : index
    %1 = arith.cmpi ule, %0, %arg1 : index
    return %1 : i1
  }
}

