// SOUNDNESS: wrong loop-pairing: the two carried values yielded in swapped order
// RUN: %split-pair %s %t
// Since session 27 a pair unsupported because of a loop is searched again on
// inputs where every such loop runs at most 3 iterations (unrolled): FAILED.
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch (1/2))

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
