// SOUNDNESS: wrong extent-bounds: a threshold 243 tripled by an scf.while inside the generic's body while below 100 (attack13: 'verified for extents <= 201', exit 0)
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
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c100 = arith.constant 100 : index
      %th = scf.while (%v = %c3) : (index) -> index {
        %more = arith.cmpi ult, %v, %c100 : index
        scf.condition(%more) %v : index
      } do {
      ^bb0(%w: index):
        %n = arith.muli %w, %c3 : index
        scf.yield %n : index
      }
      %lt = arith.cmpi ult, %i, %th : index
      %1 = arith.addf %in, %in : f32
      %sel = arith.select %lt, %1, %in : f32
      linalg.yield %sel : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

