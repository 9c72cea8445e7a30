// SOUNDNESS: right loop-pairing: mlir-opt-19 --loop-invariant-code-motion leaves a divsi that may trap in a loop that may run zero times
// Made by `mlir-opt-19 --loop-invariant-code-motion` from the source: the division is not speculatable, so it stays.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

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

func.func @f(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %c0_i32) -> (i32) {
    %1 = arith.divsi %arg1, %arg2 : i32
    %2 = arith.addi %arg4, %1 : i32
    scf.yield %2 : i32
  }
  return %0 : i32
}
