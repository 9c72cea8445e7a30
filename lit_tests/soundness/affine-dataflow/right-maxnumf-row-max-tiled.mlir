// SOUNDNESS: right affine-dataflow: a row max (maxnumf) tiled by mlir-opt-19 -affine-loop-tile=tile-size=16: each execution of maxnumf in the source is matched to one in the target, so the choices of zero signs agree; verified
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: memref<16x40xf32>, %s: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 40 {
      %x = affine.load %a[%i, %j] : memref<16x40xf32>
      %acc = affine.load %s[%i] : memref<16xf32>
      %y = arith.maxnumf %acc, %x : f32
      affine.store %y, %s[%i] : memref<16xf32>
    }
  }
  return
}

// ----- target

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 16)>
#map2 = affine_map<(d0) -> (d0 + 16, 40)>
module {
  func.func @f(%arg0: memref<16x40xf32>, %arg1: memref<16xf32>) {
    affine.for %arg2 = 0 to 16 step 16 {
      affine.for %arg3 = 0 to 40 step 16 {
        affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
          affine.for %arg5 = #map(%arg3) to min #map2(%arg3) {
            %0 = affine.load %arg0[%arg4, %arg5] : memref<16x40xf32>
            %1 = affine.load %arg1[%arg4] : memref<16xf32>
            %2 = arith.maxnumf %1, %0 : f32
            affine.store %2, %arg1[%arg4] : memref<16xf32>
          }
        }
      }
    }
    return
  }
}

