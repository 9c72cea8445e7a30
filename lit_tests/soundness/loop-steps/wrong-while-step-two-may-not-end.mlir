// SOUNDNESS: wrong loop-steps: an scf.while stepping by 2 until i == n (never ends for odd n)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (scf.while at {{.*}}:16:8: loop whose trip count is not bounded below the budget exceeds the unroll bound (256 iterations per function, --max-unroll) (not paired: the source has no such loop to pair it with))

func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}

// ----- target

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
