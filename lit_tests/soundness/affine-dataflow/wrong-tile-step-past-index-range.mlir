// SOUNDNESS: wrong affine-dataflow: a loop to an index argument n tiled by 32: the tile loop's bound plus its step, n + 31, wraps the 64-bit index for n near 2^63 (the source's loop does not), so isl's unbounded integers would misread the target's iterations; the route must decline
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (
// CHECK: note: affine dataflow route: a loop bound plus its step of the target at {{.*}} may not fit the 64-bit index type

func.func @f(%a: memref<8xf32>, %n: index) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to %n {
    affine.store %one, %a[%i mod 8] : memref<8xf32>
  }
  return
}

// ----- target

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
func.func @f(%a: memref<8xf32>, %n: index) {
  %one = arith.constant 1.0 : f32
  affine.for %t = 0 to %n step 32 {
    affine.for %i = #map(%t) to min #map1(%t)[%n] {
      affine.store %one, %a[%i mod 8] : memref<8xf32>
    }
  }
  return
}
