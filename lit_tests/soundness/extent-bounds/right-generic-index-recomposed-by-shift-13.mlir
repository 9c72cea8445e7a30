// SOUNDNESS: right extent-bounds: tensor generic reading x at ((i >> 13) << 13) | (i & 8191), which is i
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
      %c13 = arith.constant 13 : index
      %cm = arith.constant 8191 : index
      %hi = arith.shrui %i, %c13 : index
      %hs = arith.shli %hi, %c13 : index
      %lo = arith.andi %i, %cm : index
      %j = arith.ori %hs, %lo : index
      %e = tensor.extract %arg0[%j] : tensor<?xf32>
      %1 = arith.addf %e, %e : f32
      linalg.yield %1 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}
