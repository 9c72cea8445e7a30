// An scf.for's induction variable wraps around as -convert-scf-to-cf
// executes it (addi without flags, cmpi slt): on i8, 0 to 120 step 100
// visits 0, 100, -56, 44, ... and stops at the 14th step (1400 mod 256 =
// 120), not after 2 iterations.  The loop equals x + 14; x + 2 fails.  A
// loop that never reaches its bound exceeds the unroll bound.
// RUN: %split-pair %s %t
// RUN: tv-check --function wrap14 %t.src.mlir %t.tgt.mlir | filecheck --check-prefix=OK %s
// RUN: sed 's/arith.constant 14 : i8/arith.constant 2 : i8/' %t.tgt.mlir > %t.two.mlir
// RUN: %expect-exit 1 -- tv-check --function wrap14 %t.src.mlir %t.two.mlir | filecheck --check-prefix=TWO %s
// RUN: %expect-exit 2 -- tv-check --function forever %t.src.mlir %t.tgt.mlir | filecheck --check-prefix=FOREVER %s

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

func.func @forever(%x: i8) -> i8 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant 127 : i8
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
  %c = arith.constant 14 : i8
  %b = arith.addi %x, %c : i8
  return %b : i8
}

func.func @forever(%x: i8) -> i8 {
  %c = arith.constant 2 : i8
  %b = arith.addi %x, %c : i8
  return %b : i8
}

// OK: @wrap14: verified
// TWO: @wrap14: FAILED (return value mismatch)
// FOREVER: @forever: unsupported (scf.for at {{.*}}:{{[0-9]+}}:{{[0-9]+}}: loop of more than 256 iterations exceeds the unroll bound (256 iterations per function, --max-unroll) (not paired: its induction variable wraps around or does not advance))
