// SOUNDNESS: right views: one column of a matrix copied onto the next (strided views of one buffer that do not share an element), generalized by mlir-opt-19
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt -linalg-generalize-named-ops %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s

func.func @col(%m: memref<4x4xf32>) {
  %c0 = memref.subview %m[0, 0][4, 1][1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4]>>
  %c1 = memref.subview %m[0, 1][4, 1][1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: 1>>
  linalg.copy ins(%c0 : memref<4xf32, strided<[4]>>) outs(%c1 : memref<4xf32, strided<[4], offset: 1>>)
  return
}

// The source is defined: the columns' address ranges intersect, their
// elements do not.
// CHECK-NOT: always undefined
// CHECK: @col: verified
