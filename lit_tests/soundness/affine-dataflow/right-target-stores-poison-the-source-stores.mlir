// SOUNDNESS: right affine-dataflow: both sides store a sum with nsw (poison on overflow, UB to store) into the same cells, the target tiled: where the target's store is UB the source's is too, so it is verified
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK: note: verified by the affine dataflow route

func.func @f(%a: memref<1024xi32>, %b: memref<1024xi32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xi32>
    %y = arith.addi %x, %x overflow<nsw> : i32
    affine.store %y, %b[%i] : memref<1024xi32>
  }
  return
}

// ----- target

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 32)>
func.func @f(%a: memref<1024xi32>, %b: memref<1024xi32>) {
  affine.for %t = 0 to 1024 step 32 {
    affine.for %i = #map(%t) to #map1(%t) {
      %x = affine.load %a[%i] : memref<1024xi32>
      %y = arith.addi %x, %x overflow<nsw> : i32
      affine.store %y, %b[%i] : memref<1024xi32>
    }
  }
  return
}
