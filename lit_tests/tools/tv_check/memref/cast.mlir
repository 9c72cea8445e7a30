// `memref.cast` in MLIR's custom syntax (one-shot-bufferize writes it at
// function boundaries): a view of the same elements.  Casting to a less
// static type verifies; a cast whose static strides do not hold (a
// row-major memref claimed column-major) is undefined behaviour, so the
// target is undefined where the source is defined; a static extent that
// does not hold is UB likewise.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded --function relaxed %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=RELAXED
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function strides %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=STRIDES
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function extent %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=EXTENT
// RELAXED: @relaxed: verified
// STRIDES: @strides: FAILED (target is undefined where the source is defined)
// EXTENT: @extent: FAILED (target is undefined where the source is defined)

func.func @relaxed(%m: memref<4x3xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.load %m[%c2, %c1] : memref<4x3xf32>
  return %v : f32
}

func.func @strides(%m: memref<4x3xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1, %c1] : memref<4x3xf32>
  return %v : f32
}

func.func @extent(%m: memref<?x3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0, %c0] : memref<?x3xf32>
  return %v : f32
}

// ----- target

func.func @relaxed(%m: memref<4x3xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = memref.cast %m : memref<4x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
  %v = memref.load %d[%c2, %c1] : memref<?x3xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}

func.func @strides(%m: memref<4x3xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %d = memref.cast %m : memref<4x3xf32> to memref<4x3xf32, strided<[1, 4], offset: ?>>
  %v = memref.load %d[%c1, %c1] : memref<4x3xf32, strided<[1, 4], offset: ?>>
  return %v : f32
}

func.func @extent(%m: memref<?x3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.cast %m : memref<?x3xf32> to memref<2x3xf32>
  %v = memref.load %d[%c0, %c0] : memref<2x3xf32>
  return %v : f32
}
