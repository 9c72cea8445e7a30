// SOUNDNESS: right copy-lowering: linalg.copy against mlir-opt-19's convert-linalg-to-affine-loops (affine.load and affine.store) on memory that may be uninitialized (tv-check)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --convert-linalg-to-affine-loops %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// CHECK: @copy: verified
