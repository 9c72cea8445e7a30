// REQUIRES: mlir-opt-19
// A memref.copy vectorized (transform.structured.
// vectorize_children_and_apply_patterns, as Dialect/Linalg/
// vectorization-with-patterns.mlir @test_vectorize_copy runs it): a
// transfer_read whose vector only a transfer_write writes moves the
// elements, as the copy does, so an uninitialized element of %A is copied,
// not read (it was FAILED: "target is undefined", a tvmlir false alarm).
// RUN: %mlir-opt -transform-interpreter %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @test_vectorize_copy: verified
//
// Written back into %A instead of %B.
// RUN: %mutate 'transfer_write %0, %arg1' 'transfer_write %0, %arg0' < %t.tgt.mlir > %t.dst.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.dst.mlir | filecheck %s --check-prefix=DST
// DST: @test_vectorize_copy: FAILED

func.func @test_vectorize_copy(%A : memref<1x2xf32>, %B : memref<1x2xf32>) {
  memref.copy %A, %B :  memref<1x2xf32> to memref<1x2xf32>
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.copy"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    %2 = transform.structured.vectorize_children_and_apply_patterns %1 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
