// SOUNDNESS: right affine-dataflow: a conversion loop between memrefs of different element types (which tv-check's default takes as disjoint, printed), tiled: verified without --memref-inputs-simple
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK: @f: assumes memref arguments of different element types (f32, i32) do not alias (--no-assume-typed-noalias turns this off)

func.func @f(%a: memref<1024xi32>, %b: memref<1024xf32>) {
  affine.for %i = 0 to 1024 {
    %x = affine.load %a[%i] : memref<1024xi32>
    %y = arith.sitofp %x : i32 to f32
    affine.store %y, %b[%i] : memref<1024xf32>
  }
  return
}

// ----- target

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 32)>
func.func @f(%a: memref<1024xi32>, %b: memref<1024xf32>) {
  affine.for %t = 0 to 1024 step 32 {
    affine.for %i = #map(%t) to #map1(%t) {
      %x = affine.load %a[%i] : memref<1024xi32>
      %y = arith.sitofp %x : i32 to f32
      affine.store %y, %b[%i] : memref<1024xf32>
    }
  }
  return
}
