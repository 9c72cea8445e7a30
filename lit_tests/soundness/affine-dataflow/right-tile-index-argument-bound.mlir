// SOUNDNESS: right affine-dataflow: a loop to an index argument n over a memref of dynamic size, tiled by 32: the source is defined only where n <= dim, and there n + 31 fits the index type; verified for all sizes
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK-NEXT: note: verified by the affine dataflow route (array dataflow, isl, for all sizes)

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
  affine.for %t = 0 to %n step 32 {
    affine.for %i = #map(%t) to min #map1(%t)[%n] {
      %x = affine.load %a[%i] : memref<?xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %b[%i] : memref<?xf32>
    }
  }
  return
}
