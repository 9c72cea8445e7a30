// SOUNDNESS: wrong vacuity: ub.poison in the unselected arm of a select: the source returns x when the condition holds, the target x + 1
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.select %c, %x, %p : i32
  return %r : i32
}

// ----- target

func.func @f(%c: i1, %x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %r = arith.addi %x, %one : i32
  return %r : i32
}
