// SOUNDNESS: wrong extent-bounds: a generic doubling only where affine.apply(i floordiv 4) < 15, first false at 60 (attack14: a loop of it was a timeout)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

#id = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %n = arith.addf %a, %a : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// ----- target

#map = affine_map<(d0) -> (d0)>
module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %i = linalg.index 0 : index
      %c15 = arith.constant 15 : index
      %q = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
      %lt = arith.cmpi ult, %q, %c15 : index
      %1 = arith.addf %in, %in : f32
      %s = arith.select %lt, %1, %in : f32
      linalg.yield %s : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}
