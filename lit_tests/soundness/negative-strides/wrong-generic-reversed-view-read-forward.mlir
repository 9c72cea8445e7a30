// SOUNDNESS: wrong negative-strides: convert-linalg-to-loops of a generic reading a reinterpret_cast view of stride -1 (offset 3), the loop loading the base memref at i instead of the view (forgets the reversal); the source was "always undefined" while view_ok read the stride as 2^64 - 1
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

#id = affine_map<(d0) -> (d0)>
func.func @f(%m: memref<4xf32>, %o: memref<4xf32>) {
  %v = memref.reinterpret_cast %m to offset: [3], sizes: [4], strides: [-1] : memref<4xf32> to memref<4xf32, strided<[-1], offset: 3>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%v : memref<4xf32, strided<[-1], offset: 3>>) outs(%o : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  }
  return
}

// ----- target

func.func @f(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [3], sizes: [4], strides: [-1] : memref<4xf32> to memref<4xf32, strided<[-1], offset: 3>>
  scf.for %arg2 = %c0 to %c4 step %c1 {
    %0 = memref.load %arg0[%arg2] : memref<4xf32>
    %1 = arith.addf %0, %0 : f32
    memref.store %1, %arg1[%arg2] : memref<4xf32>
  }
  return
}
