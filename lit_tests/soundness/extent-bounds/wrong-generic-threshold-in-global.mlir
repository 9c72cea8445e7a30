// SOUNDNESS: wrong extent-bounds: a generic doubling only below a threshold loaded from a constant global dense<5000> (attack10: a global's elements gave no constant, 'verified for extents <= 50')
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
  memref.global "private" constant @k : memref<index> = dense<5000>
  func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %i = linalg.index 0 : index
      %g = memref.get_global @k : memref<index>
      %th = memref.load %g[] : memref<index>
      %lt = arith.cmpi ult, %i, %th : index
      %d = arith.addf %in, %in : f32
      %1 = arith.select %lt, %d, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}
