// SOUNDNESS: wrong copy-lowering: the copy loop stops one element early (upper bound 3) (tv-check)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --convert-linalg-to-loops %s > %t.mlir
// RUN: %mutate 'arith.constant 4 : index' 'arith.constant 3 : index' < %t.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// CHECK: @copy: FAILED (memory mismatch)
