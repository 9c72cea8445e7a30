// SOUNDNESS: right copy-lowering: linalg.copy against mlir-opt-19's convert-linalg-to-loops (a load and a store per element) on memory that may be uninitialized (tv-check)
// REQUIRES: mlir-opt-19
// The loop's load only feeds a store: it moves the element, as the copy
// does (an uninitialized element stays uninitialized).  A load was UB on
// an uninitialized element whatever its use: FAILED ("target is undefined
// where the source is defined") for the standard lowering of a copy.
// RUN: %mlir-opt --convert-linalg-to-loops %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// CHECK: @copy: verified
