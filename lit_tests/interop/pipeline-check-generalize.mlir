// REQUIRES: tv-plugin
// --annotate generalizes named ops, and elementwise fusion fuses generics
// only: against the program as written the code differs (reported: the
// user's build compiles what they wrote); against the generalized program
// (--generalize-plain) the prophecies change nothing.
// RUN: %expect-exit 1 -- tv-pipeline-check --plugin=%tv-plugin --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)' %s | filecheck %s --check-prefix=ASWRITTEN
// RUN: %expect-exit 0 -- tv-pipeline-check --plugin=%tv-plugin --generalize-plain --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)' %s | filecheck %s --check-prefix=GENERALIZED

func.func @add_bcast(%a: tensor<8x16xf32>, %b: tensor<16xf32>, %out: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %bb = linalg.broadcast ins(%b : tensor<16xf32>) outs(%e : tensor<8x16xf32>) dimensions = [0]
  %r = linalg.add ins(%a, %bb : tensor<8x16xf32>, tensor<8x16xf32>) outs(%out : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// ASWRITTEN: -{{.*}}"linalg.broadcast"
// ASWRITTEN: pipeline-check-generalize.mlir: different code
// GENERALIZED: pipeline-check-generalize.mlir: same code
