// SOUNDNESS: wrong extent-bounds: the threshold of i/3 <= k read back from a tensor.from_elements, wrong from 63 (attack15: 'verified for extents <= 50')
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
    %c20 = arith.constant 20 : index
    %c21 = arith.constant 21 : index
    %from_elements = tensor.from_elements %c20, %c21 : tensor<2xindex>
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = linalg.index 0 : index
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %2 = arith.divui %1, %c3 : index
      %extracted = tensor.extract %from_elements[%c0] : tensor<2xindex>
      %3 = arith.cmpi ule, %2, %extracted : index
      %4 = arith.addf %in, %in : f32
      %5 = arith.select %3, %4, %in : f32
      linalg.yield %5 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

