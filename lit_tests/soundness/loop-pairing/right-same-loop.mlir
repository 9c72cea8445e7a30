// SOUNDNESS: right loop-pairing: a scf.for with a trip count from an argument, paired with itself
// The loop is summarized on both sides; the bodies are proved equal for every iteration.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @tri: verified

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
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %b = arith.addi %a, %ii : i32
    scf.yield %b : i32
  }
  return %r : i32
}
