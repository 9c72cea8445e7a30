// REQUIRES: mlir-opt-19
// A counterexample must hold whatever an op tvmlir does not know computes
// (check.py `_depends_on_opaque_meaning`, concrete.py
// `_opaque_meaning_matters`).  MLIR's -test-commutativity-utils sorts the
// operands of `test.op_commutative`, which MLIR declares Commutative;
// tvmlir reads it as an uninterpreted function, and the solver's model
// (one interpretation) makes the sorted call differ.  Under another
// interpretation (a commutative one) the input is no counterexample: so
// unsupported, never FAILED (held-out Transforms/test-commutativity-utils.mlir:1,
// test-canonicalize.mlir:1, test-operation-folder-commutative.mlir:1 were
// false FAILEDs).  Sources: MLIR 19's test-commutativity-utils.mlir.
// RUN: %mlir-opt -test-commutativity-utils -allow-unregistered-dialect %s > %t.tgt.mlir
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect %s %t.tgt.mlir | filecheck %s
// CHECK: @test_small_pattern_1: unsupported (the counterexample depends on what test.addi, test.op_commutative computes (an op tvmlir does not know, uninterpreted): under another meaning of it the input is no counterexample
// CHECK: @not_commutative: verified
//
// A failure whatever the ops compute stays FAILED: the target undefined
// where the source is defined (a division by zero that does not pass
// through the opaque op) ...
// RUN: %mutate '(%\S+) = arith.muli %arg0, %arg0 : i32' '\1 = arith.divui %arg0, %c45_i32 : i32' < %t.tgt.mlir | %mutate 'arith.divui %arg0, %c45_i32' 'arith.divui %arg0, %c0_i32' | %mutate '(\s*)(%c45_i32 = arith.constant 45 : i32)' '\1\2\1%c0_i32 = arith.constant 0 : i32' > %t.ub.mlir
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %s %t.ub.mlir --function test_small_pattern_1 | filecheck %s --check-prefix=UB
// UB: @test_small_pattern_1: FAILED (target is undefined where the source is defined)
//
// ... and a result that differs from the source's under every
// interpretation: the same application of `test.addi`, then xor'ed with
// an argument (nonzero in the counterexample).
// RUN: %mutate 'return (%\S+) : i32\n  \}\n\}' '%m = arith.xori \1, %arg0 : i32\n    return %m : i32\n  }\n}' < %t.tgt.mlir > %t.xor.mlir
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %s %t.xor.mlir --function not_commutative | filecheck %s --check-prefix=XOR
// XOR: @not_commutative: FAILED (return value mismatch)

func.func @test_small_pattern_1(%arg0 : i32) -> i32 {
  %0 = arith.constant 45 : i32
  %1 = "test.addi"(%arg0, %arg0): (i32, i32) -> i32
  %2 = arith.addi %arg0, %arg0 : i32
  %3 = arith.muli %arg0, %arg0 : i32
  %result = "test.op_commutative"(%0, %1, %2, %3): (i32, i32, i32, i32) -> i32
  return %result : i32
}

func.func @not_commutative(%arg0 : i32, %arg1 : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1 : i32
  %result = "test.addi"(%0, %arg1): (i32, i32) -> i32
  return %result : i32
}
