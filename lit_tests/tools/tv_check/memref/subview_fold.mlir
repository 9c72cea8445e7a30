// fold-memref-alias-ops folds a load through a memref.subview into a load
// of the source at `offset + index * stride`.  MLIR 19's subview "does not
// guarantee that the result memref is 'inbounds' w.r.t to base memref.  It
// is upto the client to ensure that the subview is accessed in a manner
// that is in-bounds" (MemRefOps.td): an access through the view outside
// the source's extents is UB, printed as an assumption; then the fold is
// correct (mlir-tv's fold-memref-subview-op pairs).  With
// --no-assume-subview-in-bounds only the block bounds an access, and the
// folded load, checked against the source's extents, is more undefined.
// Wrong folds (indices swapped, a wrong stride) fail either way.
// RUN: %mlir-opt %s > %t.src.mlir
// RUN: %mlir-opt --fold-memref-alias-ops %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded --succinct %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --no-assume-subview-in-bounds %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OFF
// RUN: %mutate 'memref.load %arg0\[%0, %1\]' 'memref.load %arg0[%1, %0]' < %t.tgt.mlir > %t.swap.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function fold %t.src.mlir %t.swap.mlir | filecheck %s --check-prefix=SWAP
// RUN: %mutate 's1 \* 2\)' 's1 * 3)' < %t.tgt.mlir > %t.stride.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function fold_strided %t.src.mlir %t.stride.mlir | filecheck %s --check-prefix=STRIDE

// OK:      @fold: verified
// OK:      @fold_strided: verified
// OK:      assumes an access through a memref.subview outside its source's extents is UB, not only one outside the block
// OFF:     @fold: FAILED (target is undefined where the source is defined)
// OFF:     @fold_strided: FAILED (target is undefined where the source is defined)
// OFF-NOT: memref.subview outside
// SWAP:    @fold: FAILED
// STRIDE:  @fold_strided: FAILED

func.func @fold(%m: memref<?x?xf32>, %oy: index, %ox: index, %sy: index, %sx: index, %i: index, %j: index) -> f32 {
  %v = memref.subview %m[%oy, %ox][%sy, %sx][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %r = memref.load %v[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : f32
}

func.func @fold_strided(%m: memref<8x16xf32>, %oy: index, %ox: index, %i: index, %j: index) -> f32 {
  %v = memref.subview %m[%oy, %ox][4, 4][2, 3] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 3], offset: ?>>
  %r = memref.load %v[%i, %j] : memref<4x4xf32, strided<[32, 3], offset: ?>>
  return %r : f32
}
