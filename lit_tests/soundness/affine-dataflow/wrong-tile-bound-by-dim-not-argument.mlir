// SOUNDNESS: wrong affine-dataflow: a loop to an index argument n tiled with the tile loop bounded by dim(b) instead: the target writes b past n, which the source keeps; the route must not verify (the cells past n are the source's initial ones)
// RUN: %split-pair %s %t
// REQUIRES: heavy
// The route declines (the final contents of argument 1 differ); the
// ordinary check then finds the target undefined where the source is
// defined (its tile loop runs to dim(b)), after about 6 minutes of CPU
// (session 34: too slow for the default run).
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

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
