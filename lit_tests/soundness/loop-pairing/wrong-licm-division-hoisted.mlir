// SOUNDNESS: wrong loop-pairing: a divsi hoisted out of a loop that may run zero times (UB where %n <= 0 and %y = 0)
// The hoisted division runs even when the loop does not; LICM must not hoist a non-speculatable op.
// It was `unsupported` (the counterexample's source was the loop's summary); a loop that
// does not run is now exactly its initial values, and a failure where no summarized loop
// runs stands whatever the summaries are: FAILED, at a %n <= 0.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)
// CHECK: %n = {{0|-[0-9]+}}

func.func @f(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %d = arith.divsi %x, %y : i32
    %b = arith.addi %a, %d : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// ----- target

func.func @f(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %d = arith.divsi %x, %y : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %b = arith.addi %a, %d : i32
    scf.yield %b : i32
  }
  return %r : i32
}
