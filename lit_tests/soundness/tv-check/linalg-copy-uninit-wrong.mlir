// SOUNDNESS: wrong tv-check: mlir-opt-19's generalization of linalg.copy yielding the output element (the copy dropped)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --linalg-generalize-named-ops %s | %mutate 'linalg.yield %in' 'linalg.yield %out' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s

func.func @copy(%m1: memref<4xf32>, %m2: memref<4xf32>) {
  linalg.copy ins(%m1 : memref<4xf32>) outs(%m2 : memref<4xf32>)
  return
}

// CHECK: @copy: FAILED
