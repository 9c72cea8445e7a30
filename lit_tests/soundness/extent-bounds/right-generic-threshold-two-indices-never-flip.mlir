// SOUNDNESS: right extent-bounds: a 2-d generic choosing x + x where i/4 + j/4 <= i + j (never false: no flip point, no check past the bounds)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified for extents <= 50

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%x: tensor<?x?xf32>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %n = arith.addf %a, %a : f32
    linalg.yield %n : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// ----- target

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @f(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c2 = arith.constant 2 : index
      %c30 = arith.constant 30 : index
      %qi = arith.shrui %i, %c2 : index
      %qj = arith.shrui %j, %c2 : index
      %sum = arith.addi %qi, %qj : index
      %ij = arith.addi %i, %j : index
      %lt = arith.cmpi ule, %sum, %ij : index
      %1 = arith.addf %in, %in : f32
      %s = arith.select %lt, %1, %in : f32
      linalg.yield %s : f32
    } -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
}
