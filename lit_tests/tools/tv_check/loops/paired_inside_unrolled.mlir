// A loop that is not unrolled (1000 iterations), inside a loop that is (2
// iterations): the source meets it once per outer iteration, with %jj = 1
// then 2, and each meeting is its own summary.  The body proof of the
// target's k-th loop must run the source's body with the values the k-th
// meeting captured (loop_pairing.SourceLoop.env), not with what the
// interpreter holds when the target's loop comes (the last iteration's):
// the target below adds 2 in both loops (the source adds 1, then 2) and
// was verified.  The same loops, unrolled by hand in the target, verify.
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --function stale %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=STALE
// STALE: @stale: unsupported (scf.for at {{.*}}.tgt.mlir:57:9: loop of 1000 iterations exceeds the unroll bound {{.*}} (not paired: the bodies differ on some iteration (equality of the carried values is not an invariant)))
// RUN: tv-check --function right %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=RIGHT
// RIGHT: @right: verified

func.func @stale() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 1000 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %r = scf.for %j = %c1 to %c3 step %c1 iter_args(%acc = %z) -> (i32) {
    %jj = arith.index_cast %j : index to i32
    %s = scf.for %k = %c0 to %m step %c1 iter_args(%a = %acc) -> (i32) {
      %b = arith.addi %a, %jj : i32
      scf.yield %b : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @right() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 1000 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %r = scf.for %j = %c1 to %c3 step %c1 iter_args(%acc = %z) -> (i32) {
    %jj = arith.index_cast %j : index to i32
    %s = scf.for %k = %c0 to %m step %c1 iter_args(%a = %acc) -> (i32) {
      %b = arith.addi %a, %jj : i32
      scf.yield %b : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// ----- target

func.func @stale() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %s0 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %z) -> (i32) {
    %b = arith.addi %a, %two : i32
    scf.yield %b : i32
  }
  %s1 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %s0) -> (i32) {
    %b = arith.addi %a, %two : i32
    scf.yield %b : i32
  }
  return %s1 : i32
}

func.func @right() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %s0 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %z) -> (i32) {
    %b = arith.addi %a, %one : i32
    scf.yield %b : i32
  }
  %s1 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %s0) -> (i32) {
    %b = arith.addi %a, %two : i32
    scf.yield %b : i32
  }
  return %s1 : i32
}
