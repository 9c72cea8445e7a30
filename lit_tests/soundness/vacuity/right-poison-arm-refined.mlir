// SOUNDNESS: right vacuity: ub.poison in one arm of a select refined to the other arm's value (the select folded away)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK-NOT: always undefined

func.func @f(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.select %c, %x, %p : i32
  return %r : i32
}

// ----- target

func.func @f(%c: i1, %x: i32) -> i32 {
  return %x : i32
}
