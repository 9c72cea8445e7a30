// REQUIRES: mlir-opt-19
// linalg.softmax means MLIR 19's own decomposition (max from the lowest
// finite float with maxnumf, exp of the difference, sum from +0.0,
// divide; tvmlir/semantics/linalg_softmax.py).  The decomposition by
// `transform.structured.decompose_interface`, as in MLIR's
// Dialect/Linalg/transform-op-decompose.mlir, verifies against the op; a
// mutant computing log instead of exp fails.  The reduced dimension has
// extent 1: with more elements the maxnumf choice of a zero's sign (either
// may be returned, LangRef) makes the proof slow (2x2: 17 s CPU).
// RUN: %mlir-opt --transform-interpreter %s > %t.mlir
// RUN: filecheck %s --check-prefix=IR < %t.mlir
// IR: arith.constant -3.40282347E+38 : f32
// IR: arith.maxnumf
// IR: math.exp
// IR: arith.addf
// IR: arith.divf
// RUN: tv-check %s %t.mlir | filecheck %s
// CHECK: @softmax: verified
//
// RUN: %mutate 'arith.divf' 'arith.subf' < %t.mlir > %t.sub.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.sub.mlir | filecheck %s --check-prefix=SUB
// SUB: @softmax: FAILED (return value mismatch)
// SUB: source: 1.0
// SUB-NEXT: target: +0.0

func.func @softmax(%arg0: tensor<2x1xf32>, %dst: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %1 = linalg.softmax dimension(1) ins(%arg0 : tensor<2x1xf32>) outs(%dst: tensor<2x1xf32>) -> tensor<2x1xf32>
  return %1 : tensor<2x1xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %2 = transform.structured.match ops{["linalg.softmax"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %3 = transform.structured.decompose_interface %2 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
