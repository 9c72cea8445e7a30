// Pairing loops whose trip counts have no bound (semantics/loop_pairing.py)
// with the source's exact facts: in the source, %a keeps its initial value
// on every iteration (i < n always holds there), so its result is %x.  The
// target runs the same body 100 iterations further, where %a grows: the
// body proof must also prove the source's facts on the target's
// iterations, else the pair was verified with a target returning x + 100.
// The pair with equal bounds verifies; the second carried value keeps the
// loop summarized (not exact).
// RUN: %split-pair %s %t
// RUN: tv-check --function same %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=SAME
// SAME: @same: verified
// RUN: %expect-exit 1 -- tv-check --function further %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=FURTHER
// FURTHER: @further: FAILED (return value mismatch)

func.func @same(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %s = %x) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %n : index
    %one = arith.constant 1 : i32
    %b = arith.addi %a, %one : i32
    %y = arith.select %lt, %a, %b : i32
    %t = arith.addi %s, %one : i32
    scf.yield %y, %t : i32, i32
  }
  return %r#0 : i32
}

func.func @further(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %s = %x) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %n : index
    %one = arith.constant 1 : i32
    %b = arith.addi %a, %one : i32
    %y = arith.select %lt, %a, %b : i32
    %t = arith.addi %s, %one : i32
    scf.yield %y, %t : i32, i32
  }
  return %r#0 : i32
}

// ----- target

func.func @same(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %s = %x) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %n : index
    %one = arith.constant 1 : i32
    %b = arith.addi %a, %one : i32
    %y = arith.select %lt, %a, %b : i32
    %t = arith.addi %s, %one : i32
    scf.yield %y, %t : i32, i32
  }
  return %r#0 : i32
}

func.func @further(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %m = arith.addi %n, %c100 : index
  %r:2 = scf.for %i = %c0 to %m step %c1 iter_args(%a = %x, %s = %x) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %n : index
    %one = arith.constant 1 : i32
    %b = arith.addi %a, %one : i32
    %y = arith.select %lt, %a, %b : i32
    %t = arith.addi %s, %one : i32
    scf.yield %y, %t : i32, i32
  }
  return %r#0 : i32
}
