// SOUNDNESS: wrong extent-bounds: a generic scaling by 1 + (i/3 - min(i/3, 20)), wrong from i = 63 where no i1 of the program changes (the threshold is an if-then-else inside min; attack15: 'verified for extents <= 50')
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
      %c3 = arith.constant 3 : index
      %c20 = arith.constant 20 : index
      %2 = arith.addf %in, %in : f32
      %3 = arith.divui %1, %c3 : index
      %4 = arith.minui %3, %c20 : index
      %5 = arith.subi %3, %4 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.sitofp %6 : i32 to f32
      %cst = arith.constant 1.000000e+00 : f32
      %8 = arith.addf %cst, %7 : f32
      %9 = arith.mulf %2, %8 : f32
      linalg.yield %9 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

