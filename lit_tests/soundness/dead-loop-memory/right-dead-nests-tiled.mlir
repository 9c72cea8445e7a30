// SOUNDNESS: right dead-loop-memory: -affine-loop-tile of dead nests over a local buffer: dropped from both sides, verified
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK: dead loop nests dropped

func.func @f(%out: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<200xf32>
  affine.for %i = 0 to 200 {
    affine.store %cst, %a[%i] : memref<200xf32>
  }
  affine.for %i = 0 to 200 {
    %v = affine.load %a[%i] : memref<200xf32>
    %w = arith.addf %v, %cst : f32
    affine.store %w, %a[%i] : memref<200xf32>
  }
  affine.store %cst, %out[0] : memref<4xf32>
  return
}

// ----- target

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 32, 200)>
module {
  func.func @f(%arg0: memref<4xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<200xf32>
    affine.for %arg1 = 0 to 200 step 32 {
      affine.for %arg2 = #map(%arg1) to min #map1(%arg1) {
        affine.store %cst, %alloc[%arg2] : memref<200xf32>
      }
    }
    affine.for %arg1 = 0 to 200 step 32 {
      affine.for %arg2 = #map(%arg1) to min #map1(%arg1) {
        %0 = affine.load %alloc[%arg2] : memref<200xf32>
        %1 = arith.addf %0, %cst : f32
        affine.store %1, %alloc[%arg2] : memref<200xf32>
      }
    }
    affine.store %cst, %arg0[0] : memref<4xf32>
    return
  }
}
