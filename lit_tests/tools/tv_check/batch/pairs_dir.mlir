// tv-check --pairs DIR: every NAME.src.mlir with its NAME.tgt.mlir, in one
// process; per pair the verdicts and exit code of a process of its own,
// then one summary line; the batch exits with the most severe code.
// RUN: rm -rf %t && mkdir -p %t/d/sub
// RUN: %split-pair %s %t/d/ok
// RUN: %split-pair %S/../scalar.mlir %t/d/sub/wrong
// RUN: %split-pair %S/../unsupported.mlir %t/d/unsup
// RUN: cp %t/d/ok.src.mlir %t/d/lonely.src.mlir
// RUN: %expect-exit 3 -- tv-check --allow-unregistered-dialect --pairs %t/d | filecheck %s
// Every pair as its own process gives the same verdict lines:
// RUN: %expect-exit 0 -- tv-check %t/d/ok.src.mlir %t/d/ok.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %expect-exit 1 -- tv-check %t/d/sub/wrong.src.mlir %t/d/sub/wrong.tgt.mlir | filecheck %s --check-prefix=WRONG
// Without the bad pair the batch exits 1 (a failure beats unsupported);
// with only verified pairs, 0.
// RUN: rm %t/d/lonely.src.mlir
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect --pairs %t/d | filecheck %s --check-prefix=NOBAD
// RUN: rm -r %t/d/sub %t/d/unsup.*
// RUN: %expect-exit 0 -- tv-check --pairs %t/d | filecheck %s --check-prefix=ALLOK

func.func @shift(%a: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %x = arith.muli %a, %c8 : i32
  return %x : i32
}

// ----- target

func.func @shift(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %x = arith.shli %a, %c3 : i32
  return %x : i32
}

// CHECK:      lonely: exit 3 (
// CHECK-NEXT:   lonely.tgt.mlir:1:1: error: cannot read input file: No such file or directory
// CHECK-NEXT: ok: exit 0 (
// CHECK-NEXT:   @shift: verified
// CHECK-NEXT: sub/wrong: exit 1 (
// CHECK-NEXT:   @commute: verified
// CHECK:        @sub_swapped: FAILED (return value mismatch)
// CHECK:      unsup: exit 2 (
// CHECK:        unsupported (
// CHECK:      tv-check --pairs: 4 pairs: 1 exit 0 (verified), 1 exit 1 (failed), 1 exit 2 (unsupported/timeout), 1 exit 3 (bad input), 0 exit 4 (internal error);

// OK: @shift: verified
// WRONG: @sub_swapped: FAILED (return value mismatch)

// NOBAD: tv-check --pairs: 3 pairs: 1 exit 0 (verified), 1 exit 1 (failed), 1 exit 2 (unsupported/timeout), 0 exit 3 (bad input), 0 exit 4 (internal error);
// ALLOK: tv-check --pairs: 1 pairs: 1 exit 0 (verified), 0 exit 1
