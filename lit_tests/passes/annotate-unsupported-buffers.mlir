// --annotate works on tensor programs; linalg on buffers has no tensor spec.
// RUN: %bad-input tv-opt --annotate %s | filecheck %s
// CHECK: annotate-unsupported-buffers.mlir:6:3: error: 'linalg.add' op unsupported: linalg on buffers; --annotate expects a tensor-level program (annotate before bufferizing)

func.func @add(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {
  linalg.add ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%c : memref<8xf32>)
  func.return
}
