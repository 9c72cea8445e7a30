// REQUIRES: tv-plugin
// tv-pipeline-check runs the user's pipeline on the plain and on the
// annotated program and compares the code once the annotations are
// stripped.
// RUN: %expect-exit 0 -- tv-pipeline-check --plugin=%tv-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,canonicalize,cse)' %s | filecheck %s --check-prefix=SAME
// RUN: %expect-exit 1 -- tv-pipeline-check --no-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,canonicalize,cse)' %s | filecheck %s --check-prefix=BROKEN
// RUN: %expect-exit 0 -- tv-pipeline-check --plugin=%tv-plugin --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../Inputs/transform/vectorize-children.mlir},transform-interpreter)' %s | filecheck %s --check-prefix=SAME
// RUN: %expect-exit 1 -- tv-pipeline-check --no-plugin --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../Inputs/transform/vectorize-children.mlir},transform-interpreter)' %s | filecheck %s --check-prefix=DIFF
// A pipeline that fails on the program itself is the user's input error.
// RUN: %bad-input tv-pipeline-check --plugin=%tv-plugin --pass-pipeline='builtin.module(no-such-pass)' %s | filecheck %s --check-prefix=BAD

func.func @add(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %out: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%out : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// SAME: annotations carried by: the tv plugin
// SAME: pipeline-check.mlir: same code

// BROKEN: annotations carried by: mlir-opt as unregistered ops (no plugin)
// BROKEN: annotated: FAILED
// BROKEN: error: ops with unknown memory side effects are not supported
// BROKEN: pipeline-check.mlir: pipeline fails only with annotations

// Without the plugin the vectorizer leaves the annotated generic scalar.
// DIFF: -{{.*}}"vector.transfer_write"
// DIFF: +{{.*}}"linalg.generic"
// DIFF: pipeline-check.mlir: different code

// BAD: pipeline-check.mlir:1:1: error: the pipeline fails on the plain program: {{.*}}no-such-pass
