// SOUNDNESS: wrong loop-steps: the source's scf.while (step 2 until i == n) paired with the same loop started at 1 (never ends for even n, where the source's ends)
// Equal regions are not enough: the target must start where the source does.
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --max-unroll 8 %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (scf.while at {{.*}}src.mlir:{{[0-9]+}}:8: loop whose trip count is not bounded below the budget exceeds the unroll bound (8 iterations per function, --max-unroll); summarized by pairing with the target's loop, which proves refinement only (a counterexample may be the summary's))

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
  %z = arith.subi %r, %r : index
  return %z : index
}

// ----- target

func.func @f(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.while (%i = %c1) : (index) -> index {
    %c = arith.cmpi ne, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %k = arith.addi %j, %c2 : index
    scf.yield %k : index
  }
  %z = arith.subi %r, %r : index
  return %z : index
}
