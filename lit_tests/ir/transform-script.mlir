// REQUIRES: mlir-opt-19
// A transform script beside the payload (as in MLIR's tests and after
// `mlir-opt --transform-interpreter`, which leaves it in place) is read as
// one opaque op, printed back verbatim: tv-opt passes it through to
// mlir-opt-19, and tv-check checks the payload functions.
// RUN: tv-opt --reader native %s | %mlir-opt > %t.ours
// RUN: %mlir-opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: %mlir-opt --transform-interpreter %s > %t.tiled.mlir
// RUN: filecheck %s --check-prefix=GENERIC < %t.tiled.mlir
// RUN: tv-check --reader native %s %t.tiled.mlir | filecheck %s
// A script cut short is bad input at the script (tvmlir's reader alone).
// RUN: %mutate --nth -1 '    transform.yield\n  }' '    transform.yield' < %s > %t.cut.mlir
// RUN: %bad-input tv-opt --reader native %t.cut.mlir | filecheck %s --check-prefix=CUT
func.func @add(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.add"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.generalize %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// GENERIC: linalg.generic
// GENERIC: transform.named_sequence @__transform_main
// CHECK: @add: verified
// CUT: cut.mlir:30:1: error: unexpected end of file (an unclosed region?)
