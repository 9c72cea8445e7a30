// memref.copy in MLIR's custom syntax.
// RUN: tv-opt %s | filecheck %s
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}
// CHECK: memref.copy %a, %b : memref<4xf32> to memref<4xf32>
