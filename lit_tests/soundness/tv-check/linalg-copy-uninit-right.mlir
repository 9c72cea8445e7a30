// SOUNDNESS: right tv-check: linalg.copy against mlir-opt-19's generalization (a generic that only yields its input), both ways, on memory that may be uninitialized
// REQUIRES: mlir-opt-19
// Both move each element: an uninitialized element is copied as such.
// linalg.copy used to read every element (UB where the generic is
// defined: a false alarm with the copy as the target, issue 21).
// RUN: %mlir-opt --linalg-generalize-named-ops %s > %t.mlir
// RUN: tv-check %s %t.mlir | filecheck %s
// RUN: tv-check %t.mlir %s | filecheck %s

func.func @copy(%m1: memref<4xf32>, %m2: memref<4xf32>) {
  linalg.copy ins(%m1 : memref<4xf32>) outs(%m2 : memref<4xf32>)
  return
}

// CHECK: @copy: verified
