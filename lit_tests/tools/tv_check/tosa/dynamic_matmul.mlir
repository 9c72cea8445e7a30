// tosa.matmul on dynamic extents: the dot runs over a symbolic length,
// operand extents that differ are UB (the specification's ERROR_IF).
// Checked against tosa-infer-shapes' refined result type; the mutant
// infers a result extent the operands do not give.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --tosa-infer-shapes %s > %t.inferred.mlir
// RUN: %expect-exit 0 -- tv-check --accept-bounded %s %t.inferred.mlir | filecheck %s
// RUN: %mutate 'tensor<1x\?x\?xf32>' 'tensor<1x2x?xf32>' < %t.inferred.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @matmul_dynamic(%a: tensor<1x?x3xf32>, %b: tensor<1x3x?xf32>) {
  %0 = tosa.matmul %a, %b : (tensor<1x?x3xf32>, tensor<1x3x?xf32>) -> tensor<?x?x?xf32>
  return
}

// CHECK: @matmul_dynamic: verified
// BAD: @matmul_dynamic: FAILED (target is undefined where the source is defined)
