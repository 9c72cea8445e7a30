// SOUNDNESS: right loop-steps: an scf.while that may not end (step 2 until i == n), the same loop with its step computed differently in the target
// Both run in lockstep from the same start: they end, or run forever, together.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --max-unroll 8 %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi ne, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %k = arith.addi %j, %c2 : index
    scf.yield %k : index
  }
  return %r : index
}

// ----- target

func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi ne, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %k = arith.addi %j, %c1 : index
    %l = arith.addi %k, %c1 : index
    scf.yield %l : index
  }
  return %r : index
}
