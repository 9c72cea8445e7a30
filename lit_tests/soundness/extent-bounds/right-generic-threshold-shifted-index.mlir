// SOUNDNESS: right extent-bounds: a generic choosing x + x or x * 2.0 where i >> 1 < 30 (equal; the flip at 60 is checked again)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified for extents <= {{[0-9]+}}

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
      %c1b = arith.constant 1 : index
      %c30 = arith.constant 30 : index
      %q = arith.shrui %i, %c1b : index
      %lt = arith.cmpi ult, %q, %c30 : index
      %two = arith.constant 2.0 : f32
      %m2 = arith.mulf %in, %two : f32
      %1 = arith.addf %in, %in : f32
      %s = arith.select %lt, %1, %m2 : f32
      linalg.yield %s : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}
