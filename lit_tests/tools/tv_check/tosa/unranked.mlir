// TOSA elementwise ops with unranked types, as tosa-infer-shapes starts
// from them: their extents come from the operands' values.  mlir-opt-19's
// tosa-infer-shapes, then tosa-to-linalg, verify against the unranked
// source (integer maximum/minimum are apply_max_s/min_s, clz counts leading
// zeros).  Mutants of the real lowering (signed max made unsigned, log made
// log2, ctlz made cttz) are FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --tosa-infer-shapes %s > %t.shaped.mlir
// RUN: tv-check %s %t.shaped.mlir | filecheck %s
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' %t.shaped.mlir > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'arith.maxsi' 'arith.maxui' < %t.tgt.mlir | %mutate 'math.log ' 'math.log2 ' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// RUN: %mutate 'math.ctlz' 'math.cttz' < %t.tgt.mlir > %t.bad2.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad2.mlir | filecheck %s --check-prefix=BAD2

func.func @unranked_chain(%a: tensor<4xf32>, %b: tensor<1xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.log %0 : (tensor<*xf32>) -> tensor<*xf32>
  %2 = tosa.abs %1 : (tensor<*xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func @unranked_int(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %0 = tosa.maximum %a, %b : (tensor<3xi32>, tensor<3xi32>) -> tensor<*xi32>
  %1 = tosa.clz %0 : (tensor<*xi32>) -> tensor<*xi32>
  %2 = tosa.minimum %1, %b : (tensor<*xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %2 : tensor<3xi32>
}

// CHECK: @unranked_chain: verified
// CHECK: @unranked_int: verified

// BAD: @unranked_chain: FAILED (return value mismatch)
// BAD: @unranked_int: FAILED (return value mismatch)

// BAD2: @unranked_chain: verified
// BAD2: @unranked_int: FAILED (return value mismatch)
