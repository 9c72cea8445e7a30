// SOUNDNESS: wrong loop-pairing: the two carried values start from swapped initial values
// FAILED where the loop runs zero times (the results are the swapped initial values).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch (1/2))
// CHECK: %n = {{0|-[0-9]+}}

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
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %y, %b = %x) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %m = arith.muli %a, %b : i32
    scf.yield %s, %m : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
