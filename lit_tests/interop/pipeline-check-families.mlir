// REQUIRES: tv-plugin
// Annotating does not change what these upstream pipeline families build
// (plugin loaded, the annotations stripped before comparing): shared-memory
// promotion (transform.structured.promote, copies by one thread or by the
// block's threads) and affine parallelization with scalar replacement, on
// a matmul and a row sum whose reduction chains --annotate leaves bare.
// The promotion scripts match linalg.generic, so the plain program is
// compared with its named ops generalized.
// RUN: tv-pipeline-check --plugin=%tv-plugin --generalize-plain --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../Inputs/transform/promote_workgroup.mlir},transform-interpreter,canonicalize,cse)' %S/../Inputs/programs/matmul.mlir 2>&1 | filecheck %s --check-prefix=MM
// RUN: tv-pipeline-check --plugin=%tv-plugin --generalize-plain --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../Inputs/transform/promote_workgroup_threads.mlir},transform-interpreter,canonicalize,cse)' %S/../Inputs/programs/matmul.mlir 2>&1 | filecheck %s --check-prefix=MM
// RUN: tv-pipeline-check --plugin=%tv-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-affine-loops,affine-scalrep,affine-parallelize),canonicalize,cse)' %S/../Inputs/programs/matmul.mlir 2>&1 | filecheck %s --check-prefix=MM
// RUN: tv-pipeline-check --plugin=%tv-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-affine-loops,affine-scalrep,affine-parallelize),canonicalize,cse)' %S/../Inputs/programs/row_sum.mlir 2>&1 | filecheck %s --check-prefix=ROW

// MM: matmul.mlir: same code
// ROW: row_sum.mlir: same code
