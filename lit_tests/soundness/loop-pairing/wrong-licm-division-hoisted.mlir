// SOUNDNESS: wrong loop-pairing: a divsi hoisted out of a loop that may run zero times (UB where %n = 0 and %y = 0)
// The hoisted division runs even when the loop does not; LICM must not hoist a non-speculatable op.
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (scf.for at {{.*}}.mlir:11:8: loop whose trip count is not constant (not bounded by it) exceeds the unroll bound (256 iterations per function, --max-unroll); summarized by pairing with the target's loop, which proves refinement only (a counterexample may be the summary's))

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
