// REQUIRES: tv-plugin
// A reduction's chain stays bare (annotate{bare-reductions}, the default:
// A and B fix every loop dim, so --verify infers the claim), so the linalg
// vectorizer recognizes the annotated matmul as it does the plain one:
// both become the same vector.contract.  (With a prophecy on the chain,
// the annotated matmul stayed a scalar linalg.generic: design-notes
// section 10.)
// RUN: %expect-exit 0 -- tv-pipeline-check --plugin=%tv-plugin --generalize-plain --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../Inputs/transform/vectorize-children.mlir},transform-interpreter)' %s 2>&1 | filecheck %s
// Against the program as written (a named linalg.matmul), the same too.
// RUN: %expect-exit 0 -- tv-pipeline-check --plugin=%tv-plugin --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../Inputs/transform/vectorize-children.mlir},transform-interpreter)' %s 2>&1 | filecheck %s

func.func @mm(%A: tensor<8x8xf32>, %B: tensor<8x8xf32>, %C: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%A, %B : tensor<8x8xf32>, tensor<8x8xf32>) outs(%C : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// CHECK: pipeline-check-reduction.mlir: same code
