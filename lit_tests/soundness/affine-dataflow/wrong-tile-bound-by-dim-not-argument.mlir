// SOUNDNESS: wrong affine-dataflow: a loop to an index argument n tiled with the tile loop bounded by dim(b) instead: the target writes b past n, which the source keeps; the route must not verify (the cells past n are the source's initial ones)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (
// CHECK: note: affine dataflow route: the final contents of argument 1 are not proved equal (the initial value of argument 1 in the source against arith.addf in the target)

func.func @f(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %x = affine.load %a[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %b[%i] : memref<?xf32>
  }
  return
}

// ----- target

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
func.func @f(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %b, %c0 : memref<?xf32>
  affine.for %t = 0 to %d step 32 {
    affine.for %i = #map(%t) to min #map1(%t)[%d] {
      %x = affine.load %a[%i] : memref<?xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %b[%i] : memref<?xf32>
    }
  }
  return
}
