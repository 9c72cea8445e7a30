// SOUNDNESS: wrong extent-bounds: a generic reading its input through a static tensor<5000xf32> staging copy (UB past 5000 elements; attack10: a type's extent gave no constant, 'verified for extents <= 50')
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

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
    %z0 = arith.constant 0 : index
    %dd = tensor.dim %arg0, %z0 : tensor<?xf32>
    %emp = tensor.empty() : tensor<5000xf32>
    %st = tensor.insert_slice %arg0 into %emp[0] [%dd] [1] : tensor<?xf32> into tensor<5000xf32>
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %i = linalg.index 0 : index
      %e = tensor.extract %st[%i] : tensor<5000xf32>
      %1 = arith.addf %e, %e : f32
      linalg.yield %1 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}
