// --emit-smtlib DIR writes every query, one file per function and round, as
// SMT-LIB 2.6 (the SMT layer's printer); the z3 executable and cvc5 agree
// with the in-process verdict (unsat: verified, sat: failed).
// RUN: %split-pair %s %t
// RUN: rm -rf %t.dir
// RUN: %expect-exit 1 -- tv-check --emit-smtlib %t.dir %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %python %S/../../Inputs/solve_smtlib.py %t.dir | filecheck %s --check-prefix=SOLVERS

func.func @swap(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %r = arith.addi %a, %b : tensor<3xi32>
  return %r : tensor<3xi32>
}

func.func @wrong_slice(%t: tensor<6xf32>) -> tensor<2xf32> {
  %s = tensor.extract_slice %t[0] [2] [2] : tensor<6xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// ----- target

func.func @swap(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %r = arith.addi %b, %a : tensor<3xi32>
  return %r : tensor<3xi32>
}

func.func @wrong_slice(%t: tensor<6xf32>) -> tensor<2xf32> {
  %s = tensor.extract_slice %t[0] [2] [3] : tensor<6xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// CHECK: @swap: verified
// CHECK: @wrong_slice: FAILED (return value mismatch)

// SOLVERS: swap.round1.smt2: z3 unsat, cvc5 unsat
// SOLVERS: wrong_slice.round1.smt2: z3 sat, cvc5 sat
