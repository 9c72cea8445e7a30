// mlir-tv's --succinct (no counterexample), --multiset and
// --smt-use-all-logic (accepted; they change nothing here, and --verbose
// says why) and the identity checks (--identity: SRC against SRC, TGT
// against TGT, as mlir-tv's test runner does).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --succinct %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=SUCC
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=FULL
// RUN: %expect-exit 1 -- tv-check -multiset -smt-use-all-logic --associative --verbose %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=NOOP
// RUN: %expect-exit 1 -- tv-check --identity %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=ID
// RUN: %expect-exit 0 -- tv-check --identity --function sum3 --associative %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=ID1

func.func @sum3(%a: f32, %b: f32, %c: f32) -> f32 {
  %x = arith.addf %a, %b : f32
  %y = arith.addf %x, %c : f32
  return %y : f32
}

func.func @wrong(%a: i8) -> i8 {
  %c = arith.constant 1 : i8
  %x = arith.addi %a, %c : i8
  return %x : i8
}

// ----- target

func.func @sum3(%a: f32, %b: f32, %c: f32) -> f32 {
  %x = arith.addf %b, %c : f32
  %y = arith.addf %a, %x : f32
  return %y : f32
}

func.func @wrong(%a: i8) -> i8 {
  %c = arith.constant 2 : i8
  %x = arith.addi %a, %c : i8
  return %x : i8
}

// Without --associative, reassociation fails; --succinct drops the examples.
// SUCC:      @sum3: FAILED (return value mismatch)
// SUCC-NEXT: @wrong: FAILED (return value mismatch)
// SUCC-NOT:  returned value
// FULL: @sum3: FAILED (return value mismatch)
// FULL: returned value #0:
// NOOP: @sum3: verified
// NOOP: @wrong: FAILED (return value mismatch)
// NOOP: note: --multiset changes nothing: mlir-tv's alternative encoding
// NOOP: note: --smt-use-all-logic changes nothing: mlir-tv sets the SMT logic to ALL
// ID:      @sum3: FAILED
// ID:      @wrong: FAILED
// ID:      @sum3 (src vs src): verified
// ID-NEXT: @wrong (src vs src): verified
// ID-NEXT: @sum3 (tgt vs tgt): verified
// ID-NEXT: @wrong (tgt vs tgt): verified
// ID1:      @sum3: verified
// ID1-NEXT: @sum3 (src vs src): verified
// ID1-NEXT: @sum3 (tgt vs tgt): verified
