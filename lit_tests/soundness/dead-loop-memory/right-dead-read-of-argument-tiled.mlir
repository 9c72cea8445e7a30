// SOUNDNESS: right dead-loop-memory: -affine-loop-tile of a dead nest copying an argument into a local buffer: the argument is never freed, the nests dropped, verified
// RUN: %split-pair %s %t
// (With the affine dataflow route, on by default, the pair verifies by its
// dataflow first; off here, to check the dead loop nests.)
// RUN: %expect-exit 0 -- tv-check --no-dataflow-route %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK: dead loop nests dropped

func.func @f(%in: memref<300xf32>, %out: memref<300xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<300xf32>
  affine.for %i = 0 to 300 {
    %v = affine.load %in[%i] : memref<300xf32>
    affine.store %v, %a[%i] : memref<300xf32>
  }
  memref.dealloc %a : memref<300xf32>
  return
}

// ----- target

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 32, 300)>
module {
  func.func @f(%arg0: memref<300xf32>, %arg1: memref<300xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<300xf32>
    affine.for %arg2 = 0 to 300 step 32 {
      affine.for %arg3 = #map(%arg2) to min #map1(%arg2) {
        %0 = affine.load %arg0[%arg3] : memref<300xf32>
        affine.store %0, %alloc[%arg3] : memref<300xf32>
      }
    }
    memref.dealloc %alloc : memref<300xf32>
    return
  }
}
