// SOUNDNESS: wrong loop-pairing: the same body run to %n + 1 (one iteration too many)
// The paired summaries take the bounds: different bounds give different (uninterpreted) results.
// RUN: %split-pair %s %t
// Since session 27 a pair unsupported because of a loop is searched again on
// inputs where every such loop runs at most 3 iterations (unrolled): FAILED.
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @tri: FAILED (return value mismatch)

func.func @tri(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %b = arith.addi %a, %ii : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// ----- target

func.func @tri(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n1 = arith.addi %n, %c1 : index
  %r = scf.for %i = %c0 to %n1 step %c1 iter_args(%a = %x) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %b = arith.addi %a, %ii : i32
    scf.yield %b : i32
  }
  return %r : i32
}
