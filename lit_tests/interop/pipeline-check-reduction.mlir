// REQUIRES: tv-plugin
// Known perturbation, kept visible: a reduction's prophecy wraps the value
// the body yields, so the linalg vectorizer no longer recognizes the
// reduction and leaves the annotated matmul scalar, where the plain one
// becomes a vector.contract.  tv-pipeline-check reports it.
// RUN: %expect-exit 1 -- tv-pipeline-check --plugin=%tv-plugin --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../Inputs/transform/vectorize-children.mlir},transform-interpreter)' %s | filecheck %s

func.func @mm(%A: tensor<8x8xf32>, %B: tensor<8x8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%A, %B : tensor<8x8xf32>, tensor<8x8xf32>) outs(%C : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// CHECK: -{{.*}}"vector.contract"
// CHECK: +{{.*}}"linalg.generic"
// CHECK: pipeline-check-reduction.mlir: different code
