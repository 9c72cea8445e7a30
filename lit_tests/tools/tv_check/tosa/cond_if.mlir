// tosa.cond_if (semantics/tosa_control.py: COND_IF runs the branch its
// rank-0 bool condition chooses, as scf.if) read in MLIR 19's syntax
// (ir/compat/tosa_control.py), against mlir-opt-19's --tosa-to-scf (an
// scf.if yielding the branches' values): verified.  The then-branch's
// add made a sub is FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --tosa-to-scf %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'tosa.add' 'tosa.sub' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @if_add_sub(%a: tensor<2xi32>, %b: tensor<2xi32>, %c: tensor<i1>) -> tensor<2xi32> {
  %0 = tosa.cond_if %c -> (tensor<2xi32>) {
    %1 = tosa.add %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    tosa.yield %1 : tensor<2xi32>
  } else {
    %1 = tosa.bitwise_xor %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    tosa.yield %1 : tensor<2xi32>
  }
  return %0 : tensor<2xi32>
}

// CHECK: @if_add_sub: verified

// BAD: @if_add_sub: FAILED
