// SOUNDNESS: wrong loop-pairing: the two carried values yielded in swapped order
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (scf.for at {{.*}}.mlir:22:10: loop whose trip count is not constant (not bounded by it) exceeds the unroll bound (256 iterations per function, --max-unroll) (not paired: the bodies differ on some iteration (equality of the carried values is not an invariant)))

func.func @f(%n: index, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %m = arith.muli %a, %b : i32
    scf.yield %s, %m : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// ----- target

func.func @f(%n: index, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %m = arith.muli %a, %b : i32
    scf.yield %m, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
