// SOUNDNESS: right extent-bounds: a generic doubling either way where i < 2 * (29 through an alloca) (x + x or x * 2.0; checked again past 58)
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
      %c29 = arith.constant 29 : index
      %buf = memref.alloca() : memref<1xindex>
      memref.store %c29, %buf[%c0] : memref<1xindex>
      %v = memref.load %buf[%c0] : memref<1xindex>
      %th = arith.addi %v, %v : index
      %lt = arith.cmpi ult, %i, %th : index
      %1 = arith.addf %in, %in : f32
      %two = arith.constant 2.0 : f32
      %m2 = arith.mulf %in, %two : f32
      %s = arith.select %lt, %1, %m2 : f32
      linalg.yield %s : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}
