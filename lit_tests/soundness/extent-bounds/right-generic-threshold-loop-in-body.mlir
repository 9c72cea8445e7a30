// SOUNDNESS: right extent-bounds: the same loop-computed threshold choosing between equal values
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
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c3 = arith.constant 3 : index
      %th = scf.for %k = %c0 to %c6 step %c1 iter_args(%acc = %c3) -> (index) {
        %dbl = arith.addi %acc, %acc : index
        scf.yield %dbl : index
      }
      %lt = arith.cmpi ult, %i, %th : index
      %1 = arith.addf %in, %in : f32
      %sel = arith.select %lt, %1, %1 : f32
      linalg.yield %sel : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

