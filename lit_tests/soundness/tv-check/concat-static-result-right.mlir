// SOUNDNESS: right tv-check: tensor.concat of dynamic operands into a static result extent (MLIR 19's decompose-concat test) against mlir-opt-19's insert_slice decomposition
// REQUIRES: mlir-opt-19
// The static result extent (128) is a fact of the op: UB unless the
// operands' extents add up to it; it was ignored, and the decomposition
// FAILED (issue 21).
// RUN: %mlir-opt -test-transform-dialect-erase-schedule %s > %t.src.mlir
// RUN: %mlir-opt -transform-interpreter -cse -test-transform-dialect-erase-schedule %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded --max-unknown-dimsize 70 %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @decompose_dynamic_into_static_concat_dim(%arg0 : tensor<1x?x?xf32>,
                               %arg1: tensor<1x?x?xf32>) -> tensor<1x?x128xf32> {
  %0 = tensor.concat dim(2) %arg0, %arg1
             : (tensor<1x?x?xf32>, tensor<1x?x?xf32>) -> tensor<1x?x128xf32>
  return %0 : tensor<1x?x128xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %func_op = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.op<"func.func">
    transform.apply_patterns to %func_op {
      transform.apply_patterns.tensor.decompose_concat
    } : !transform.op<"func.func">
    transform.yield
  }
}

// CHECK: @decompose_dynamic_into_static_concat_dim: verified for extents <= 257
