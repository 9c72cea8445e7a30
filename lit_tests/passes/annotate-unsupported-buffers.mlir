// --annotate works on tensor programs; linalg on buffers has no tensor spec.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt --annotate %s 2>&1 | filecheck %s
// CHECK: unsupported (linalg.add at {{.*}}annotate-unsupported-buffers.mlir:6:3): linalg on buffers; --annotate expects a tensor-level program (annotate before bufferizing)

func.func @add(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {
  linalg.add ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%c : memref<8xf32>)
  func.return
}
