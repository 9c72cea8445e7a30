// SOUNDNESS: wrong extent-bounds: a threshold (dim * 0 + 9)^2 = 81 (attack13: an unknown times zero was no constant; 'verified for extents <= 50', exit 0)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)
// CHECK: verified for extents <= 50 only: checked again

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
      %c9 = arith.constant 9 : index
      %d = tensor.dim %arg0, %c0 : tensor<?xf32>
      %d9 = arith.muli %d, %c0 : index
      %s = arith.addi %d9, %c9 : index
      %th = arith.muli %s, %s : index
      %lt = arith.cmpi ult, %i, %th : index
      %1 = arith.addf %in, %in : f32
      %sel = arith.select %lt, %1, %in : f32
      linalg.yield %sel : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

