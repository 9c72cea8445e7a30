// SOUNDNESS: right extent-bounds: the same threshold select(dim > 0, 7, 9) * 10 choosing between equal values
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified for extents <= 181

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
      %c0 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %c9 = arith.constant 9 : index
      %c10 = arith.constant 10 : index
      %d = tensor.dim %arg0, %c0 : tensor<?xf32>
      %pos = arith.cmpi sgt, %d, %c0 : index
      %s = arith.select %pos, %c7, %c9 : index
      %th = arith.muli %s, %c10 : index
      %lt = arith.cmpi ult, %i, %th : index
      %1 = arith.addf %in, %in : f32
      %sel = arith.select %lt, %1, %1 : f32
      linalg.yield %sel : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

