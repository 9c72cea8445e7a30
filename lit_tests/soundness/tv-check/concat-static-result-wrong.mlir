// SOUNDNESS: wrong tv-check: the insert_slice decomposition of a tensor.concat into a static result extent with the second operand inserted at the wrong offset
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt -test-transform-dialect-erase-schedule %s > %t.src.mlir
// RUN: %mlir-opt -transform-interpreter -cse -test-transform-dialect-erase-schedule %s > %t.tgt.mlir
// RUN: %mutate "\[0, 0, %dim_0\] \[1, %dim_1, %dim_2\]" "[0, 0, %dim_1] [1, %dim_1, %dim_2]" < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --max-unknown-dimsize 70 %t.src.mlir %t.bad.mlir | filecheck %s

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

// CHECK: @decompose_dynamic_into_static_concat_dim: FAILED ({{return value mismatch|target is undefined where the source is defined}})
