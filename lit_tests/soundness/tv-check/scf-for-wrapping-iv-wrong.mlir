// SOUNDNESS: wrong tv-check: an i8 scf.for from 0 to 120 step 100 taken to run 2 iterations (its induction variable wraps around and it runs 14)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @wrap14(%x: i8) -> i8 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant 120 : i8
  %st = arith.constant 100 : i8
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i8) : i8 {
    %c1 = arith.constant 1 : i8
    %b = arith.addi %a, %c1 : i8
    scf.yield %b : i8
  }
  return %r : i8
}

// ----- target

func.func @wrap14(%x: i8) -> i8 {
  %c = arith.constant 2 : i8
  %b = arith.addi %x, %c : i8
  return %b : i8
}

// CHECK: @wrap14: FAILED (return value mismatch)
