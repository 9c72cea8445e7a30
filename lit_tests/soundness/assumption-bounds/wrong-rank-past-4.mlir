// SOUNDNESS: wrong assumption-bounds: a rank clamped to 4, wrong only past the default rank bound of 4: --max-rank raises the printed bound and finds it
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --succinct --max-rank 5 %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @rk: FAILED (return value mismatch at argument #0 of rank 5)

func.func @rk(%u: memref<*xf32>) -> index {
  %r = memref.rank %u : memref<*xf32>
  return %r : index
}

// ----- target

func.func @rk(%u: memref<*xf32>) -> index {
  %r = memref.rank %u : memref<*xf32>
  %c4 = arith.constant 4 : index
  %m = arith.minui %r, %c4 : index
  return %m : index
}
